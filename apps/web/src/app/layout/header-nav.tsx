import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Dropdown } from '../../ui/dropdown.tsx';
import { DropdownItem } from '../../ui/dropdown-item.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './header.module.css';
import type { HeaderWidthState } from './nav-collapse.ts';
import { type NavLink as NavLinkItem, type NavTag, navTags } from './nav-items.ts';

/** Whether `pathname` is `tag`'s own page or one of its children's (for `aria-current` on the tag). */
function inTag(tag: NavTag, pathname: string): boolean {
  if (tag.path === '/') return pathname === '/';
  return [tag, ...tag.children].some((link) => pathname === link.path || pathname.startsWith(`${link.path}/`));
}

/**
 * The header nav [LAYOUT-01..05]. `wide`: the five tags inline; a tag with children is a link to its page whose
 * dropdown (hover, or ArrowDown from the keyboard) lists the children; without JavaScript the dropdown cannot open,
 * so the children are links in a `<noscript>` list too, shown on hover and keyboard focus (`NoscriptMenu`).
 * `small`: one menu button listing every
 * page of every tag [LAYOUT-09], under its tag's name as a heading (a labelled group: issue 19).
 */
export function HeaderNav({ widthType }: { widthType: HeaderWidthState }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  if (widthType === 'unmeasured')
    // A server-rendered page before its header is measured: both, CSS shows the one the window's width picks.
    return (
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <div className={styles.wideOnly}>
          <NavTags pathname={pathname} />
        </div>
        <div className={styles.smallOnly}>
          <NavMenu pathname={pathname} />
        </div>
      </nav>
    );
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {widthType === 'wide' ? <NavTags pathname={pathname} /> : <NavMenu pathname={pathname} />}
    </nav>
  );
}

/** The five nav tags inline (`wide`). */
function NavTags({ pathname }: { pathname: string }) {
  const { t } = useTranslation('layout');
  return (
    <ul className={styles.tags}>
      {navTags.map((tag) => (
        <li key={tag.path} className={styles.tagItem}>
          {tag.children.length === 0 ? (
            <NavLink to={tag.path} end className={styles.tag}>
              {t(tag.key)}
            </NavLink>
          ) : (
            <Dropdown
              label={t(tag.key)}
              trigger={t(tag.key)}
              to={tag.path}
              current={inTag(tag, pathname)}
              openOnHover
              triggerClassName={styles.tag}
            >
              {tag.children.map((child) => (
                <DropdownItem key={child.path} to={child.path} current={pathname === child.path}>
                  {t(child.key)}
                </DropdownItem>
              ))}
            </Dropdown>
          )}
          {tag.children.length > 0 && <NoscriptMenu label={t(tag.key)} links={tag.children} />}
        </li>
      ))}
    </ul>
  );
}

/** Every page of every tag in one menu (`small`) [LAYOUT-09], under its tag's name as a heading (issue 19). */
function NavMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation('layout');
  return (
    <Dropdown
      label={t('nav.label')}
      trigger={
        <>
          <Icon name="menu" />
          <span className={styles.menuLabel}>{t('nav.menu')}</span>
        </>
      }
      triggerClassName={styles.menuButton}
    >
      {navTags.map((tag) => {
        const items = (tag.children.length === 0 ? [tag] : tag.children).map((link) => (
          <DropdownItem key={link.path} to={link.path} current={pathname === link.path}>
            {t(link.key)}
          </DropdownItem>
        ));
        if (tag.children.length === 0) return items;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of a menu's items (WAI-ARIA menu pattern), not form controls
          <div key={tag.path} role="group" aria-labelledby={`nav-group-${tag.key}`}>
            <div id={`nav-group-${tag.key}`} className={styles.menuHeading}>
              {t(tag.key)}
            </div>
            {items}
          </div>
        );
      })}
    </Dropdown>
  );
}

/**
 * A tag's children for a reader without JavaScript (issue 21 point 3: the nav links are real links): plain links in
 * a `<noscript>` list below the tag, shown while the pointer is over the tag or the keyboard focus is in it (CSS
 * `:hover` and `:focus-within`). The server renders it; a browser with JavaScript never shows or hydrates it.
 */
function NoscriptMenu({ label, links }: { label: string; links: readonly NavLinkItem[] }) {
  const { t } = useTranslation('layout');
  return (
    <noscript>
      <ul className={styles.noscriptMenu} aria-label={label}>
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{t(link.key)}</a>
          </li>
        ))}
      </ul>
    </noscript>
  );
}
