import { PageSection } from '../../../components/page-section';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import type { ActivityDetail } from '../api/get-activity-detail';
import { InfoList } from './activity-section';
import styles from './activity-sections.module.css';

/** "On the programme": each activity of the offer, its universe, what it includes, when and what to know. */
export function ActivityProgrammes({ activities }: { activities: ActivityDetail['activities'] }) {
  const { t } = useTranslation('activity');
  if (activities.length === 0) return null;
  return (
    <PageSection id="activity-programme" title={t('programme.title')}>
      <ul className={styles.programmes}>
        {activities.map((activity, index) => (
          <li key={`${index}-${activity.title}`}>
            <article className={styles.programme} aria-labelledby={`activity-programme-${index}`}>
              <header className={styles.programmeHeader}>
                <h3 id={`activity-programme-${index}`} className={styles.programmeTitle}>
                  {activity.title}
                </h3>
                {activity.univers ? (
                  <p className={styles.universe}>
                    <VisuallyHidden elementType="span">{t('programme.universe')} </VisuallyHidden>
                    {activity.univers}
                  </p>
                ) : null}
              </header>
              {activity.description ? <p className={styles.text}>{activity.description}</p> : null}
              <InfoList level={4} title={t('programme.composition')} items={activity.composition} />
              <InfoList level={4} title={t('programme.schedules')} items={activity.schedules} />
              <InfoList level={4} title={t('programme.important')} items={activity.importantInformation} />
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
