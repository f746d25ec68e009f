import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '../../../../ui/dropdown.tsx';
import { DropdownItem } from '../../../../ui/dropdown-item.tsx';
import { Icon } from '../../../../ui/icon.tsx';
import { Popper } from '../../../../ui/popper.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

/** "/laboratory/components/popper": `Popper` tooltips and popovers, and `Dropdown` menus [WIDGET-01..05]. */
export default function PopperDemo() {
  const { t } = useTranslation('lab');
  const items = (
    <>
      <DropdownItem to="/" icon="home">
        {t('popper.item_home')}
      </DropdownItem>
      <DropdownItem to="/laboratory/components" icon="archive">
        {t('popper.item_components')}
      </DropdownItem>
      <DropdownItem icon="info" onSelect={() => toast({ message: t('popper.item_action_done') })}>
        {t('popper.item_action')}
      </DropdownItem>
      <DropdownItem disabled>{t('popper.item_disabled')}</DropdownItem>
      <DropdownItem href="https://example.org/">{t('popper.item_external')}</DropdownItem>
    </>
  );
  return (
    <DemoPage name="popper">
      <DemoSection title={t('popper.tooltip')}>
        <div className={styles.row}>
          <Popper content={t('popper.tooltip_text')}>{t('popper.tooltip_trigger')}</Popper>
        </div>
      </DemoSection>
      <DemoSection title={t('popper.popover')}>
        <div className={styles.row}>
          <Popper
            mode="popover"
            label={t('popper.popover_label')}
            content={
              <p className={styles.output}>
                {t('popper.popover_text')} <Link to="/laboratory/components">{t('popper.popover_link')}</Link>
              </p>
            }
          >
            {t('popper.popover_trigger')}
            <Icon name="chevron-down" size={16} />
          </Popper>
        </div>
      </DemoSection>
      <DemoSection title={t('popper.dropdown')}>
        <div className={styles.row}>
          <Dropdown
            label={t('popper.menu')}
            trigger={
              <>
                {t('popper.menu')}
                <Icon name="chevron-down" size={16} />
              </>
            }
          >
            {items}
          </Dropdown>
          <Dropdown
            openOnHover
            label={t('popper.menu_hover')}
            trigger={
              <>
                {t('popper.menu_hover')}
                <Icon name="chevron-down" size={16} />
              </>
            }
          >
            {items}
          </Dropdown>
        </div>
        <div className={`${styles.row} ${styles.end}`}>
          <Dropdown
            label={t('popper.menu_edge')}
            placement="bottom-start"
            trigger={
              <>
                {t('popper.menu_edge')}
                <Icon name="chevron-down" size={16} />
              </>
            }
          >
            {items}
          </Dropdown>
        </div>
      </DemoSection>
    </DemoPage>
  );
}
