import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navTags } from '../layout/nav-items.ts';
import styles from './start.module.css';

/** The search engines the start page offers: the search address and the name of its query parameter. */
const engines = {
  bing: { action: 'https://www.bing.com/search', param: 'q' },
  duckduckgo: { action: 'https://duckduckgo.com/', param: 'q' },
  google: { action: 'https://www.google.com/search', param: 'q' },
  baidu: { action: 'https://www.baidu.com/s', param: 'wd' },
} as const;
type Engine = keyof typeof engines;

function isEngine(value: string): value is Engine {
  return value in engines;
}

/**
 * The browser start page at "/start" [ROUTE-08]: a web search sent to the engine chosen in a select, and
 * the site's sections as quick links. The form names its engine's address as its action; submitting
 * navigates there with script, because the site's Content-Security-Policy (`form-action 'self'`) forbids a
 * form posting to another origin.
 */
export default function StartPage() {
  const { t } = useTranslation(['home', 'layout']);
  const [engine, setEngine] = useState<Engine>('bing');
  const engineId = useId();
  const queryId = useId();
  const { action, param } = engines[engine];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get(param);
    if (typeof query !== 'string' || query.trim() === '') return;
    const url = new URL(action);
    url.searchParams.set(param, query.trim());
    window.location.assign(url.toString());
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('start.title')}</h1>
      <p>{t('start.intro')}</p>
      <search aria-label={t('start.search_label')}>
        <form action={action} method="get" onSubmit={submit}>
          <div className={styles.search}>
            <label htmlFor={engineId} className={styles.srOnly}>
              {t('start.engine')}
            </label>
            <select
              id={engineId}
              className={styles.select}
              value={engine}
              onChange={(e) => isEngine(e.target.value) && setEngine(e.target.value)}
            >
              {Object.keys(engines).map((name) => (
                <option key={name} value={name}>
                  {t(`start.engines.${name}`)}
                </option>
              ))}
            </select>
            <label htmlFor={queryId} className={styles.srOnly}>
              {t('start.query')}
            </label>
            <input
              id={queryId}
              className={styles.input}
              type="search"
              name={param}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('start.query')}
              required
            />
            <button type="submit" className={styles.submit}>
              {t('start.submit')}
            </button>
          </div>
        </form>
      </search>
      <section aria-labelledby="start-sections">
        <h2 id="start-sections" className={styles.subtitle}>
          {t('start.sections')}
        </h2>
        <ul className={styles.sections}>
          {navTags.map((tag) => (
            <li key={tag.path} className={styles.card}>
              <Link to={tag.path} className={styles.cardTitle}>
                {t(`layout:${tag.key}`)}
              </Link>
              {tag.children.length > 0 && (
                <ul className={styles.children}>
                  {tag.children
                    .filter((child) => child.path !== tag.path)
                    .map((child) => (
                      <li key={child.path}>
                        <Link to={child.path}>{t(`layout:${child.key}`)}</Link>
                      </li>
                    ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
