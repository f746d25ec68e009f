import {
  type FesEvent,
  type FesTimetable,
  fesInstant,
  fesMaxDays,
  type ValidationErrorData,
  zonedToUtcMs,
} from '@site/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorText, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import fieldStyles from '../../../ui/field.module.css';
import { TextField } from '../../../ui/text-field.tsx';
import { useDeleteEvent, useDeleteStage, useSaveEvent, useSaveFestival, useSaveStage } from '../api.ts';
import { clockText, dayOf, festivalDays } from '../layout.ts';
import styles from './lab-fes.module.css';

/** `HH:MM` → minutes after midnight, or NaN. */
const minutesOf = (hhmm: string): number => {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
};

type EventForm = { id?: number; stage_id: string; title: string; day: string; from: string; to: string };

/** The words for a failed write: the code's text, and the field it names when the server named one. */
function useFailureText() {
  const { t } = useTranslation('lab_fes');
  return (error: unknown): string => {
    const code = failureCode(error);
    const field =
      error instanceof ApiRequestError ? (error.data as Partial<ValidationErrorData> | null)?.field : undefined;
    const text = errorText(code);
    return code === 'invalid_input' && field ? t('admin.bad_field', { text, field }) : text;
  };
}

/**
 * The admin's editor of the timetable (issue 25 point 5): the festival (name, time zone, days), the stages (add,
 * rename, delete with their events) and the events (add, edit, delete: stage, title, day, start and end in the
 * festival's local time). The client checks that the end is after the start; the server checks everything again and
 * its refusals are shown as text (`role="alert"`). `tokenid` is the admin's token.
 */
export function FesAdmin({
  timetable,
  tokenid,
  day,
}: {
  timetable: FesTimetable;
  tokenid: string;
  day: string | undefined;
}) {
  const { t } = useTranslation('lab_fes');
  const failure = useFailureText();
  const festival = timetable.festival;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const saveFestival = useSaveFestival();
  const saveStage = useSaveStage();
  const deleteStage = useDeleteStage();
  const saveEvent = useSaveEvent();
  const deleteEvent = useDeleteEvent();
  const [fest, setFest] = useState({
    name: festival?.name ?? '',
    timezone: festival?.timezone ?? 'UTC',
    first_day: festival?.first_day ?? '',
    last_day: festival?.last_day ?? '',
  });
  const [newStage, setNewStage] = useState('');
  const [stageNames, setStageNames] = useState<Record<number, string>>({});
  const days = festival ? festivalDays(festival) : [];
  const blank: EventForm = {
    stage_id: String(timetable.stages[0]?.id ?? ''),
    title: '',
    day: day ?? days[0] ?? '',
    from: '10:00',
    to: '11:00',
  };
  const [form, setForm] = useState<EventForm>(blank);
  const [confirm, setConfirm] = useState<{ kind: 'stage' | 'event'; id: number; name: string } | null>(null);
  const formId = useId();
  const titleRef = useRef<HTMLInputElement>(null);

  const run = async (work: () => Promise<unknown>, message: string) => {
    setError(null);
    setDone(null);
    try {
      await work();
      setDone(message);
      return true;
    } catch (e) {
      setError(failure(e));
      return false;
    }
  };

  const onFestival = (e: FormEvent) => {
    e.preventDefault();
    void run(() => saveFestival.mutateAsync({ tokenid, festival: fest }), t('admin.festival_saved'));
  };
  const onAddStage = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => saveStage.mutateAsync({ tokenid, stage: { name: newStage } }), t('admin.stage_saved')))
      setNewStage('');
  };
  const onEvent = async (e: FormEvent) => {
    e.preventDefault();
    if (!festival) return;
    const from = minutesOf(form.from);
    const to = minutesOf(form.to);
    if (!(to > from)) {
      setDone(null);
      setError(errorText('fes_end_not_after_start'));
      return;
    }
    const event = {
      ...(form.id === undefined ? {} : { id: form.id }),
      stage_id: Number(form.stage_id),
      title: form.title,
      start: fesInstant(zonedToUtcMs(form.day, from, festival.timezone)),
      end: fesInstant(zonedToUtcMs(form.day, to, festival.timezone)),
    };
    if (
      await run(() => saveEvent.mutateAsync({ tokenid, event }), t('admin.event_saved', { title: form.title.trim() }))
    )
      setForm({ ...blank, stage_id: form.stage_id, day: form.day });
  };
  const edit = (ev: FesEvent) => {
    if (!festival) return;
    const evDay = dayOf(Date.parse(ev.start), days, festival.timezone) ?? days[0] ?? '';
    const midnight = zonedToUtcMs(evDay, 0, festival.timezone);
    setForm({
      id: ev.id,
      stage_id: String(ev.stage_id),
      title: ev.title,
      day: evDay,
      from: clockText((Date.parse(ev.start) - midnight) / 60_000),
      to: clockText((Date.parse(ev.end) - midnight) / 60_000),
    });
    titleRef.current?.focus();
  };
  const dayEvents =
    festival && day
      ? timetable.events.filter((ev) => dayOf(Date.parse(ev.start), days, festival.timezone) === day)
      : [];
  const stageName = new Map(timetable.stages.map((s) => [s.id, s.name]));

  return (
    <section className={styles.admin} aria-labelledby={`${formId}-head`}>
      <h2 id={`${formId}-head`}>{t('admin.title')}</h2>
      <div aria-live="polite">
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {done && <p className={styles.done}>{done}</p>}
      </div>

      <form className={styles.adminForm} onSubmit={onFestival} aria-label={t('admin.festival')}>
        <h3>{t('admin.festival')}</h3>
        <TextField
          label={t('admin.name')}
          value={fest.name}
          maxLength={120}
          required
          onChange={(e) => setFest({ ...fest, name: e.target.value })}
        />
        <TextField
          label={t('admin.timezone')}
          value={fest.timezone}
          maxLength={64}
          required
          hint={t('admin.timezone_hint')}
          onChange={(e) => setFest({ ...fest, timezone: e.target.value })}
        />
        <TextField
          label={t('admin.first_day')}
          type="date"
          value={fest.first_day}
          required
          onChange={(e) => setFest({ ...fest, first_day: e.target.value })}
        />
        <TextField
          label={t('admin.last_day')}
          type="date"
          value={fest.last_day}
          required
          hint={t('admin.days_hint', { max: fesMaxDays })}
          onChange={(e) => setFest({ ...fest, last_day: e.target.value })}
        />
        <Button type="submit" variant="primary" disabled={saveFestival.isPending}>
          {t('admin.save_festival')}
        </Button>
      </form>

      {festival && (
        <div className={styles.adminForm}>
          <h3>{t('admin.stages')}</h3>
          <ul className={styles.adminList}>
            {timetable.stages.map((stage) => (
              <li key={stage.id} className={styles.adminRow}>
                <TextField
                  label={t('admin.stage_name')}
                  value={stageNames[stage.id] ?? stage.name}
                  maxLength={80}
                  onChange={(e) => setStageNames({ ...stageNames, [stage.id]: e.target.value })}
                />
                <Button
                  size="small"
                  onClick={() =>
                    void run(
                      () =>
                        saveStage.mutateAsync({
                          tokenid,
                          stage: { id: stage.id, name: stageNames[stage.id] ?? stage.name },
                        }),
                      t('admin.stage_saved'),
                    )
                  }
                  aria-label={t('admin.rename_stage', { name: stage.name })}
                >
                  {t('admin.rename')}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => setConfirm({ kind: 'stage', id: stage.id, name: stage.name })}
                  aria-label={t('admin.delete_stage', { name: stage.name })}
                >
                  {t('admin.delete')}
                </Button>
              </li>
            ))}
          </ul>
          <form className={styles.adminRow} onSubmit={onAddStage}>
            <TextField
              label={t('admin.new_stage')}
              value={newStage}
              maxLength={80}
              required
              onChange={(e) => setNewStage(e.target.value)}
            />
            <Button type="submit" size="small" disabled={saveStage.isPending}>
              {t('admin.add_stage')}
            </Button>
          </form>
        </div>
      )}

      {festival && timetable.stages.length > 0 && (
        <form
          className={styles.adminForm}
          onSubmit={onEvent}
          aria-label={t(form.id === undefined ? 'admin.add_event' : 'admin.edit_event')}
        >
          <h3>{t(form.id === undefined ? 'admin.add_event' : 'admin.edit_event')}</h3>
          <TextField
            ref={titleRef}
            label={t('admin.event_title')}
            value={form.title}
            maxLength={200}
            required
            onChange={(e) => setForm({ ...form, title: e.target.value })}
          />
          <div className={fieldStyles.field}>
            <label htmlFor={`${formId}-stage`} className={fieldStyles.label}>
              {t('admin.stage')}
            </label>
            <select
              id={`${formId}-stage`}
              className={fieldStyles.select}
              value={form.stage_id}
              onChange={(e) => setForm({ ...form, stage_id: e.target.value })}
            >
              {timetable.stages.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${formId}-day`} className={fieldStyles.label}>
              {t('admin.day')}
            </label>
            <select
              id={`${formId}-day`}
              className={fieldStyles.select}
              value={form.day}
              onChange={(e) => setForm({ ...form, day: e.target.value })}
            >
              {days.map((d, i) => (
                <option key={d} value={d}>
                  {t('day_label', { n: i + 1, date: d })}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('admin.start')}
            type="time"
            step={60}
            value={form.from}
            required
            onChange={(e) => setForm({ ...form, from: e.target.value })}
          />
          <TextField
            label={t('admin.end')}
            type="time"
            step={60}
            value={form.to}
            required
            hint={t('admin.time_hint', { zone: festival.timezone })}
            onChange={(e) => setForm({ ...form, to: e.target.value })}
          />
          <div className={styles.adminRow}>
            <Button type="submit" variant="primary" disabled={saveEvent.isPending}>
              {t(form.id === undefined ? 'admin.add_event' : 'admin.save_event')}
            </Button>
            {form.id !== undefined && <Button onClick={() => setForm(blank)}>{t('admin.cancel_edit')}</Button>}
          </div>
        </form>
      )}

      {dayEvents.length > 0 && (
        <div className={styles.adminForm}>
          <h3>{t('admin.events_of_day', { date: day })}</h3>
          <ul className={styles.adminList}>
            {dayEvents.map((ev) => (
              <li key={ev.id} className={styles.adminRow}>
                <span className={styles.adminEvent}>
                  {ev.title} · {stageName.get(ev.stage_id)}
                </span>
                <Button size="small" onClick={() => edit(ev)} aria-label={t('admin.edit_named', { title: ev.title })}>
                  {t('admin.edit')}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => setConfirm({ kind: 'event', id: ev.id, name: ev.title })}
                  aria-label={t('admin.delete_named', { title: ev.title })}
                >
                  {t('admin.delete')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        danger
        title={t(confirm?.kind === 'stage' ? 'admin.delete_stage_title' : 'admin.delete_event_title')}
        message={t(confirm?.kind === 'stage' ? 'admin.delete_stage_message' : 'admin.delete_event_message', {
          name: confirm?.name ?? '',
        })}
        confirmLabel={t('admin.delete')}
        onConfirm={() => {
          if (!confirm) return;
          const { kind, id } = confirm;
          void run(
            () =>
              kind === 'stage' ? deleteStage.mutateAsync({ tokenid, id }) : deleteEvent.mutateAsync({ tokenid, id }),
            t('admin.deleted'),
          );
        }}
      />
    </section>
  );
}
