import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../features/settings/store.ts';
import styles from './header.module.css';
import { HeaderActions } from './header-actions.tsx';
import { HeaderLogo } from './header-logo.tsx';
import { HeaderNav } from './header-nav.tsx';
import { navTags } from './nav-items.ts';
import { usePageStore } from './page-store.ts';
import { useHeaderWidth } from './use-header-width.ts';
import { useAtScrollTop } from './use-scrolled.ts';

/**
 * The fixed site header: logo [LAYOUT-07][LAYOUT-08], the nav (wide tags with dropdowns, or one menu when
 * there is no room [LAYOUT-01..05][LAYOUT-09]) and the actions [LAYOUT-10..12][LAYOUT-16]. Transparent while
 * the page is scrolled under 10 px, unless the page overrides it [LAYOUT-14][LAYOUT-15]. The layout leaves it
 * out while hide_header is on [LAYOUT-25].
 */
export function Header({ site_name }: { site_name: string }) {
  const { t } = useTranslation('layout');
  const innerRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const forceSmall = useSettingsStore((s) => s.settings.mobile_mode);
  useHeaderWidth(innerRef, measureRef, forceSmall);
  const widthType = usePageStore((s) => s.header_width_type);
  const override = usePageStore((s) => s.header_transparent);
  const atTop = useAtScrollTop();
  const transparent = override ?? atTop;
  return (
    <header className={styles.header} data-transparent={transparent}>
      <div ref={innerRef} className={styles.inner}>
        <HeaderLogo site_name={site_name} />
        <HeaderNav widthType={widthType} />
        <HeaderActions />
        {/* An invisible copy of the tags, always laid out inline, for the collapse rule's tags width. */}
        <div ref={measureRef} className={styles.measure} aria-hidden="true">
          {navTags.map((tag) => (
            <span key={tag.path} className={styles.tag}>
              {t(tag.key)}
            </span>
          ))}
        </div>
      </div>
    </header>
  );
}
