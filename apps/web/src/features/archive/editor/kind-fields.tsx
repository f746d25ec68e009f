import { archiveGameGenres, archiveMovieTypes } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../ui/field.module.css';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { genreKey, movieTypeKey } from '../labels.ts';
import styles from './editor.module.css';
import type { ArchiveForm, FieldErrors } from './form.ts';
import { TextArea } from './text-area.tsx';

/** Props of a kind's fields: the form, how to change it, the errors by field, the error words of a field. */
export interface KindFieldsProps {
  form: ArchiveForm;
  update: (change: (form: ArchiveForm) => ArchiveForm) => void;
  errors: FieldErrors;
  errorOf: (field: string) => string | undefined;
}

/**
 * The fields of the form's kind: a movie's type [CONST-05], directors and cast (one a line), runtime (minutes) and
 * episodes; a game's genres [CONST-04] (the 31 codes, checkboxes), platforms (one a line), developer, publisher and
 * play time (hours); a product's brand, category, price and currency (ISO 4217), and where it was bought.
 */
export function KindFields({ form, update, errorOf }: KindFieldsProps) {
  const { t } = useTranslation(['archive_item', 'archive']);
  const invalid = (field: string) => ({
    'aria-invalid': errorOf(field) !== undefined || undefined,
    hint: errorOf(field),
  });
  if (form.kind === 'movie') {
    const movie = form.movie;
    const set = (change: Partial<ArchiveForm['movie']>) => update((f) => ({ ...f, movie: { ...f.movie, ...change } }));
    return (
      <fieldset className={styles.section}>
        <legend>{t('editor.movie_fields')}</legend>
        <Select
          label={t('field.movie_type')}
          value={movie.type}
          onValueChange={(type) => set({ type })}
          options={archiveMovieTypes.map((type) => ({ value: type, label: t(movieTypeKey(type)) }))}
        />
        <div className={styles.row}>
          <TextArea
            label={t('field.directors')}
            hint={t('field.one_a_line')}
            error={errorOf('movie.directors')}
            rows={2}
            value={movie.directors}
            onChange={(e) => set({ directors: e.target.value })}
          />
          <TextArea
            label={t('field.cast')}
            hint={t('field.one_a_line')}
            error={errorOf('movie.cast')}
            rows={2}
            value={movie.cast}
            onChange={(e) => set({ cast: e.target.value })}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('field.runtime_minutes')}
            inputMode="numeric"
            value={movie.runtime_minutes}
            onChange={(e) => set({ runtime_minutes: e.target.value })}
            {...invalid('movie.runtime_minutes')}
          />
          <TextField
            label={t('field.episodes')}
            inputMode="numeric"
            value={movie.episodes}
            onChange={(e) => set({ episodes: e.target.value })}
            {...invalid('movie.episodes')}
          />
        </div>
      </fieldset>
    );
  }
  if (form.kind === 'game') {
    const game = form.game;
    const set = (change: Partial<ArchiveForm['game']>) => update((f) => ({ ...f, game: { ...f.game, ...change } }));
    return (
      <fieldset className={styles.section}>
        <legend>{t('editor.game_fields')}</legend>
        <fieldset className={fieldStyles.fieldset}>
          <legend className={fieldStyles.label}>{t('field.genres')}</legend>
          <div className={styles.genres}>
            {archiveGameGenres.map((genre) => (
              <label key={genre} className={styles.check}>
                <input
                  type="checkbox"
                  checked={game.genres.includes(genre)}
                  onChange={(event) =>
                    set({
                      genres: event.target.checked
                        ? archiveGameGenres.filter((g) => g === genre || game.genres.includes(g))
                        : game.genres.filter((g) => g !== genre),
                    })
                  }
                />
                {t(genreKey(genre))}
              </label>
            ))}
          </div>
          {errorOf('game.genres') !== undefined && <p className={styles.error}>{errorOf('game.genres')}</p>}
        </fieldset>
        <TextArea
          label={t('field.platforms')}
          hint={t('field.one_a_line')}
          error={errorOf('game.platforms')}
          rows={2}
          value={game.platforms}
          onChange={(e) => set({ platforms: e.target.value })}
        />
        <div className={styles.row}>
          <TextField
            label={t('field.developer')}
            value={game.developer}
            onChange={(e) => set({ developer: e.target.value })}
            {...invalid('game.developer')}
          />
          <TextField
            label={t('field.publisher')}
            value={game.publisher}
            onChange={(e) => set({ publisher: e.target.value })}
            {...invalid('game.publisher')}
          />
          <TextField
            label={t('field.play_hours')}
            inputMode="decimal"
            value={game.play_hours}
            onChange={(e) => set({ play_hours: e.target.value })}
            {...invalid('game.play_hours')}
          />
        </div>
      </fieldset>
    );
  }
  const product = form.product;
  const set = (change: Partial<ArchiveForm['product']>) =>
    update((f) => ({ ...f, product: { ...f.product, ...change } }));
  return (
    <fieldset className={styles.section}>
      <legend>{t('editor.product_fields')}</legend>
      <div className={styles.row}>
        <TextField
          label={t('field.brand')}
          value={product.brand}
          onChange={(e) => set({ brand: e.target.value })}
          {...invalid('product.brand')}
        />
        <TextField
          label={t('field.category')}
          value={product.category}
          onChange={(e) => set({ category: e.target.value })}
          {...invalid('product.category')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('field.price')}
          inputMode="decimal"
          value={product.price}
          onChange={(e) => set({ price: e.target.value })}
          {...invalid('product.price')}
        />
        <TextField
          label={t('field.currency')}
          placeholder="CNY"
          maxLength={3}
          value={product.currency}
          onChange={(e) => set({ currency: e.target.value })}
          {...invalid('product.currency')}
        />
        <TextField
          label={t('field.bought_at')}
          value={product.bought_at}
          onChange={(e) => set({ bought_at: e.target.value })}
          {...invalid('product.bought_at')}
        />
      </div>
    </fieldset>
  );
}
