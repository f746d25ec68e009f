import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../ui/icon-paths.ts';
import styles from './mobile-bar.module.css';
import { mobileTabs } from './nav-items.ts';

const tabIcons: Record<string, IconName> = {
  '/': 'home',
  '/blog': 'blog',
  '/archive': 'archive',
  '/links': 'links',
  '/about': 'about',
};

/**
 * The mobile bottom bar: five tabs home, blog, archive, links, about [LAYOUT-33]. Whether it shows is the
 * layout's decision (`showsMobileBar` [LAYOUT-34][LAYOUT-35]); its height is the 60 px sticky bottom offset
 * [LAYOUT-36]. `unmeasured`: the header is not measured yet (a server-rendered page hydrating): CSS shows the bar
 * only on a window narrow enough for the small header.
 */
export function MobileBar({ unmeasured = false }: { unmeasured?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <nav aria-label={t('mobile_bar.label')} className={unmeasured ? `${styles.bar} ${styles.smallOnly}` : styles.bar}>
      <ul className={styles.list}>
        {mobileTabs.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={tab.path}
              end
              className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
            >
              <Icon name={tabIcons[tab.path] ?? 'home'} size={22} />
              <span>{t(tab.key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
