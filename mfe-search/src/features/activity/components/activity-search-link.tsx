import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { RouteLink } from '../../../components/route-link';
import { useRemoteProps } from '../../../context/remote-props';
import { activitySearchTargetFrom } from '../utils/activity-entry';
import { usePlaceInSentence } from '../../../hooks/use-place-in-sentence';
import { placeKindOf } from '../../../utils/place-in-sentence';
import styles from './activity-search-link.module.css';

export interface ActivitySearchLinkProps {
  /** The stay search shown. */
  criteria: SearchCriteria;
  /** Its destination's name, when the search has one. */
  destination: string | null;
}

/**
 * The way from the stays to the activities sold without a night: under the booking flow's results,
 * a link to the activity search of the same place, where the activity search is open.
 */
export function ActivitySearchLink({ criteria, destination }: ActivitySearchLinkProps) {
  const { t } = useTranslation('cards');
  const { flags } = useRemoteProps();
  const titleId = useId();
  const inSentence = usePlaceInSentence();
  if (!flags.activitySearch || criteria.flow !== 'booking') return null;
  return (
    <aside className={styles.entry} aria-labelledby={titleId}>
      <div className={styles.words}>
        <h2 id={titleId} className={styles.heading}>
          {t('activity.entry.title')}
        </h2>
        <p className={styles.pitch}>{t('activity.entry.text')}</p>
      </div>
      <RouteLink className={styles.link} to={activitySearchTargetFrom(criteria)}>
        {destination
          ? t('activity.entry.linkIn', {
              where: inSentence({ kind: placeKindOf(criteria.places), label: destination }),
            })
          : t('activity.entry.link')}
      </RouteLink>
    </aside>
  );
}
