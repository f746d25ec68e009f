import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { availableExperiments } from '../../../features/lab-tools/experiments.ts';
import tools from '../../../features/lab-tools/lab-tools.module.css';
import styles from './lab.module.css';

/**
 * "/laboratory": the laboratory home [ROUTE-40] (issue 24 point 1): a card for every experiment whose page exists
 * in the route table (`availableExperiments`), grouped (tools, toys, device, components), each with its name, one
 * line, and what it needs (motion sensors, camera, audio).
 */
export default function LaboratoryPage() {
  const { t } = useTranslation(['lab_tools', 'lab']);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('lab:home.title')}</h1>
      <p className={styles.lead}>{t('lab:home.intro')}</p>
      {availableExperiments().map(({ group, items }) => (
        <section key={group} className={tools.group} aria-labelledby={`lab-group-${group}`}>
          <h2 className={styles.sectionTitle} id={`lab-group-${group}`}>
            {t(`groups.${group}`)}
          </h2>
          <ul className={styles.cards}>
            {items.map((experiment) => (
              <li key={experiment.id}>
                <Link to={experiment.path} className={styles.card}>
                  <span className={styles.cardTitle}>{t(`experiments.${experiment.id}.name`)}</span>
                  <span className={styles.muted}>{t(`experiments.${experiment.id}.summary`)}</span>
                  {experiment.needs.length > 0 && (
                    <span className={tools.needs}>
                      {t('needs.label', {
                        list: experiment.needs.map((need) => t(`needs.${need}`)).join(t('needs.separator')),
                      })}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
