import { feedPaths, type SiteInfo } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from './breadcrumb.tsx';
import styles from './footer.module.css';
import { LanguageButton } from './language-button.tsx';
import { footerLinks } from './nav-items.ts';
import { RunningTime } from './running-time.tsx';
import { useSiteInfo } from './site-info.ts';

/** `sameTab`: a page of this site's app, opened like the section links; the others open in a new tab. */
type External = { label: string; url: string; sameTab?: boolean };

/** A path of this site (`/blog/...`), not an address elsewhere (`https://...`, `//host/...`). */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The footer's external links [LAYOUT-20], nav labels for the legacy articles and the feeds [LAYOUT-26]. The
 * legacy blog may be a path of this site (the old blog imported here, as the seed has it): it then opens in the
 * same tab like the section links (reading of LAYOUT-20 in docs/decisions/0018).
 */
function externalLinks(info: SiteInfo | undefined, t: (key: string) => string): External[] {
  const links: External[] = [];
  if (info)
    links.push({
      label: t('nav.legacy_articles'),
      url: info.legacy_blog.url,
      sameTab: isSitePath(info.legacy_blog.url),
    });
  links.push({ label: t('nav.rss'), url: feedPaths.rss }, { label: t('nav.atom'), url: feedPaths.atom });
  if (info) {
    for (const ring of info.webrings) links.push({ label: ring.name, url: ring.url });
    links.push({ label: info.registry_lookup.name, url: info.registry_lookup.url });
    for (const record of info.filing_records) links.push({ label: record.name, url: record.url });
  }
  return links;
}

/**
 * The site footer: the breadcrumb [LAYOUT-27..29], links to the main sections and /laboratory [LAYOUT-19],
 * external links opening in a new tab [LAYOUT-20], the running-time counter [LAYOUT-21], the copyright line
 * [LAYOUT-22] and the language button [LAYOUT-23]. The layout leaves it out while hide_footer is on
 * [LAYOUT-24].
 */
export function Footer() {
  const { t } = useTranslation('layout');
  const { data: info } = useSiteInfo();
  const fromYear = info?.start_date.slice(0, 4);
  const toYear = String(new Date().getFullYear());
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Breadcrumb />
        <nav aria-label={t('footer.sections')}>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.external')}>
          <ul className={styles.links}>
            {externalLinks(info, t).map((link) => (
              // Two entries may share an address (the registry lookup and a filing record both go to the registry).
              <li key={`${link.label} ${link.url}`}>
                {link.sameTab ? (
                  <Link to={link.url}>{link.label}</Link>
                ) : (
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className={styles.srOnly}> {t('footer.new_tab')}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {info && <RunningTime start_date={info.start_date} />}
        {info && (
          <p className={styles.small}>
            {t('footer.copyright', { from: fromYear, to: toYear, author: info.author })}
            {' · '}
            {t('footer.licence')}{' '}
            <a href={info.licence_url} target="_blank" rel="noopener noreferrer license">
              {info.licence}
              <span className={styles.srOnly}> {t('footer.new_tab')}</span>
            </a>
          </p>
        )}
        <LanguageButton />
      </div>
    </footer>
  );
}
