import { articleEditPath, articlePath, type EditorArticleRow } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './article-editor.module.css';

/**
 * The admin's list of every article with its status (issue 23 point 1): title (to its editor), status, the time
 * a scheduled one goes out, last change, and the public page of a published one. Newest change first, as the
 * server orders them. A table that scrolls sideways on a narrow window.
 */
export function ManageList({ rows }: { rows: readonly EditorArticleRow[] }) {
  const { t, i18n } = useTranslation('blog_editor');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  if (rows.length === 0) return <p>{t('manage.empty')}</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('field.title')}</th>
            <th scope="col">{t('field.status')}</th>
            <th scope="col">{t('manage.changed')}</th>
            <th scope="col">{t('manage.page')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={articleEditPath(row.id)} aria-label={t('manage.edit', { title: row.title })}>
                  {row.title}
                </Link>
                <br />
                <small>{row.id}</small>
              </td>
              <td>
                {t(`status.${row.status}`)}
                {row.publish_at && ` · ${when(row.publish_at)}`}
              </td>
              <td>{when(row.modified_at)}</td>
              <td>{row.status === 'published' && <Link to={articlePath(row.id)}>{t('action.view')}</Link>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
