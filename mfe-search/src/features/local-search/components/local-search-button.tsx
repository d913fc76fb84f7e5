import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import type { Flow } from '@escapade/shared-contracts/routes';
import { parseSearchCriteria, serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { getUserLocation, type LatLng } from '../../../utils/user-location';
import {
  DEFAULT_LOCAL_SEARCH_DISTANCE,
  LOCAL_SEARCH_DISTANCES,
  localSearchCentre,
  localSearchCriteria,
  travelTimeKeyOf,
  type LocalSearchDistance,
} from '../utils/local-search';
import styles from './local-search-button.module.css';

export interface LocalSearchButtonProps {
  /** The flow to search in; the current route's flow when absent. */
  flow?: Flow;
  /** The point the results are around (e.g. the searched city), used when the visitor's position is unknown. */
  centre?: LatLng | null;
  className?: string;
}

/** "Travel locally!": a button opening the dialog that searches within 100, 200 or 300 km. */
export function LocalSearchButton({ flow, centre, className }: LocalSearchButtonProps) {
  const { t } = useTranslation('search-box');
  const { route, navigate } = useRemoteProps();
  const [distance, setDistance] = useState<LocalSearchDistance>(DEFAULT_LOCAL_SEARCH_DISTANCE);
  const [locating, setLocating] = useState(false);
  const routeCriteria = useMemo(
    () => parseSearchCriteria({ hash: route.hash, search: route.search }),
    [route.hash, route.search],
  );
  const searchFlow = flow ?? routeCriteria.flow;

  const searchInArea = async (close: () => void) => {
    setLocating(true);
    const userLocation = await getUserLocation().catch(() => null);
    setLocating(false);
    const current =
      centre ??
      (routeCriteria.lat !== undefined && routeCriteria.lng !== undefined
        ? { lat: routeCriteria.lat, lng: routeCriteria.lng }
        : null);
    const criteria = localSearchCriteria(
      { ...routeCriteria, flow: searchFlow },
      localSearchCentre(userLocation, current),
      distance,
    );
    close();
    navigate({
      kind: searchFlow === 'activity' ? 'activitySearch' : 'search',
      query: { flow: searchFlow },
      hash: serializeSearchCriteria(criteria).hash,
    });
  };

  return (
    <DialogTrigger>
      <Button className={[styles.trigger, className].filter(Boolean).join(' ')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 7.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        {t('localSearch.open')}
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <header className={styles.header}>
                  <Heading slot="title" className={styles.title}>
                    {t('localSearch.title')}
                  </Heading>
                  <Button className={styles.closeButton} slot="close" aria-label={t('searchBox.close')}>
                    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </Button>
                </header>
                <p className={styles.intro}>{t('localSearch.intro')}</p>
                <RadioGroup
                  className={styles.distances}
                  value={String(distance)}
                  onChange={(value) => setDistance(Number(value) as LocalSearchDistance)}
                  orientation="horizontal"
                >
                  <Label className={styles.legend}>{t('localSearch.distanceLabel')}</Label>
                  <div className={styles.options}>
                    {LOCAL_SEARCH_DISTANCES.map((option) => (
                      <Radio key={option} value={String(option)} className={styles.option}>
                        <span className={styles.km}>{t('localSearch.km', { count: option })}</span>
                        <span className={styles.travelTime}>{t(travelTimeKeyOf(option))}</span>
                      </Radio>
                    ))}
                  </div>
                </RadioGroup>
                <p className={styles.travelTimeSummary} aria-live="polite">
                  {t(travelTimeKeyOf(distance))}
                </p>
                <Button className={styles.search} isPending={locating} onPress={() => void searchInArea(close)}>
                  {locating ? t('localSearch.locating') : t('localSearch.search')}
                </Button>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
