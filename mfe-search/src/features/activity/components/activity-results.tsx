import { useId, useMemo, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { NumberField } from 'react-aria-components/NumberField';
import { Text } from 'react-aria-components/Text';
import {
  ACTIVITY_PARTICIPANTS,
  serializeSearchCriteria,
  setPax,
  type SearchCriteria,
} from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { Pagination } from '../../pagination/components/pagination';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_SKELETON_COUNT } from '../utils/activity-constants';
import type { ActivityHotelGroup } from '../api/search-activities';
import { useActivitySearch } from '../state/use-activity-search';
import { participantsOf } from '../utils/activity-request';
import { ActivityCard } from './activity-card';
import { CollapsibleActivityList } from './collapsible-activity-list';
import styles from './activity-results.module.css';

export interface ActivityResultsProps {
  criteria: SearchCriteria;
}

/**
 * The activity flow's results: activity-only offers
 * grouped per hotel, each hotel's activity list collapsed at 124 px, prices per person for the
 * 1 or 2 participants chosen here, links to the activity pages.
 */
export function ActivityResults({ criteria: pageCriteria }: ActivityResultsProps): JSX.Element {
  const { t } = useTranslation('cards');
  // The activity page may be reached without ?flow=activity: its criteria are the activity flow's.
  const criteria = useMemo(
    () => (pageCriteria.flow === 'activity' ? pageCriteria : { ...pageCriteria, flow: 'activity' as const }),
    [pageCriteria],
  );
  const { apiBase, navigate } = useRemoteProps();
  const { state, retry } = useActivitySearch(criteria);
  const participants = participantsOf(criteria);
  const hash = serializeSearchCriteria(criteria).hash;
  const titleId = useId();

  const changeParticipants = (value: number) => {
    const next = setPax({ ...criteria, page: 0 }, { adults: value });
    if (next.adults === criteria.adults) return;
    const { hash: nextHash, search } = serializeSearchCriteria({ ...next, from: undefined });
    navigate(
      { kind: 'activitySearch', query: Object.fromEntries(new URLSearchParams(search)), hash: nextHash },
      { replace: true },
    );
  };

  const response = state.status === 'success' ? state.response : null;
  return (
    <section className={styles.results} aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <div className={styles.toolbar}>
        <h2 id={titleId} className={styles.count}>
          {response ? t('activity.count', { count: response.packageCount }) : t('activity.searching')}
        </h2>
        <NumberField
          className={styles.participants}
          value={participants}
          minValue={ACTIVITY_PARTICIPANTS.min}
          maxValue={ACTIVITY_PARTICIPANTS.max}
          step={1}
          // A typed count out of range is ignored (the field shows the last valid count again),
          // not pulled to the nearest limit.
          commitBehavior="validate"
          onChange={(value) => Number.isFinite(value) && changeParticipants(value)}
        >
          <Label className={styles.participantsLabel}>{t('activity.participants')}</Label>
          <Group className={styles.stepper}>
            <Button slot="decrement" className={styles.stepButton} aria-label={t('activity.removeParticipant')}>
              −
            </Button>
            <Input className={styles.stepInput} />
            <Button slot="increment" className={styles.stepButton} aria-label={t('activity.addParticipant')}>
              +
            </Button>
          </Group>
          <Text slot="description" className={styles.participantsRange}>
            {t('activity.participantsRange', { min: ACTIVITY_PARTICIPANTS.min, max: ACTIVITY_PARTICIPANTS.max })}
          </Text>
        </NumberField>
      </div>

      {state.status === 'loading' ? (
        <div role="status" aria-label={t('activity.loading')}>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: ACTIVITY_SKELETON_COUNT }, (_, index) => (
              <li key={index} className={`${styles.hotel} ${styles.skeleton}`} data-testid="activity-skeleton">
                <div className={styles.hotelMedia} />
                <div className={styles.hotelBody}>
                  <span className={`${styles.bone} ${styles.boneTitle}`} />
                  <span className={`${styles.bone} ${styles.boneLine}`} />
                  <span className={`${styles.bone} ${styles.boneRow}`} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {state.status === 'error' ? (
        <div className={styles.error} role="alert">
          <p>{t('activity.error')}</p>
          <Button className={styles.retry} onPress={retry}>
            {t('activity.retry')}
          </Button>
        </div>
      ) : null}

      {response && response.hotels.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('activity.empty')}
        </p>
      ) : null}

      {response && response.hotels.length > 0 ? (
        <>
          <ul className={styles.grid} aria-label={response.mainTitle}>
            {response.hotels.map((group, groupIndex) => (
              <li key={group.hotel.id} className={styles.hotel}>
                <div className={styles.hotelMedia}>
                  {group.packages[0] ? (
                    <img
                      className={styles.hotelImage}
                      src={`${apiBase}${hotelPictureOf(group)}`}
                      alt=""
                      loading={groupIndex < 3 ? 'eager' : 'lazy'}
                      decoding="async"
                      width={640}
                      height={400}
                    />
                  ) : null}
                </div>
                <div className={styles.hotelBody}>
                  <h3 className={styles.hotelName}>
                    {group.hotel.label}
                    {group.hotel.stars > 0 ? (
                      <span
                        className={styles.stars}
                        role="img"
                        aria-label={t('offerCard.stars', { count: group.hotel.stars })}
                      >
                        {' '}
                        {'★'.repeat(group.hotel.stars)}
                      </span>
                    ) : null}
                  </h3>
                  <p className={styles.hotelLocation}>
                    {group.hotel.location.label}
                    {group.distance !== null ? (
                      <span className={styles.distance}>
                        {t('offerCard.distance', { km: Math.round(group.distance) })}
                      </span>
                    ) : null}
                  </p>
                  <CollapsibleActivityList label={t('activity.listOf', { hotel: group.hotel.label })}>
                    {group.packages.map((activity, index) => (
                      <ActivityCard
                        key={activity.id}
                        activity={activity}
                        participants={participants}
                        index={groupIndex * 100 + index}
                      />
                    ))}
                  </CollapsibleActivityList>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={criteria.page}
            pageSize={ACTIVITY_PAGE_SIZE}
            total={response.totalCount}
            kind="activitySearch"
            flow="activity"
            hash={hash}
          />
        </>
      ) : null}
    </section>
  );
}

/** The hotel's own picture (an activity's second image), so the block does not repeat its first activity's. */
function hotelPictureOf(group: ActivityHotelGroup): string {
  const first = group.packages[0]!;
  return first.images.find((image) => image !== first.imageUrl) ?? first.imageUrl;
}
