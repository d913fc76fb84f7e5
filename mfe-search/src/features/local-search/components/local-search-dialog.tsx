import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Label } from 'react-aria-components/Label';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
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
import styles from './local-search-dialog.module.css';
import { CloseIcon } from '../../../components/close-icon';
import type { LazyOverlayProps } from '../../../utils/lazy-part';

export interface LocalSearchDialogProps extends LazyOverlayProps {
  /** The flow to search in; the current route's flow when absent. */
  flow?: Flow;
  /** The point the results are around, used when the visitor's position is unknown. */
  centre?: LatLng | null;
}

/**
 * "Travel locally!": within 100, 200 or 300 km of the visitor (else of the searched place).
 * Downloaded when its button is first pressed.
 */
export function LocalSearchDialog({ flow, centre, isOpen, onOpenChange }: LocalSearchDialogProps) {
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
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {t('localSearch.title')}
                </Heading>
                <Button className={styles.closeButton} slot="close" aria-label={t('searchBox.close')}>
                  <CloseIcon />
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
                      {t('localSearch.km', { count: option })}
                    </Radio>
                  ))}
                </div>
                {/* The travel time of the chosen distance, once ("Less than 2h" by default): the
                    options name their distance only, or the default's time would show twice. */}
                <Text slot="description" elementType="p" className={styles.travelTimeSummary} aria-live="polite">
                  {t(travelTimeKeyOf(distance))}
                </Text>
              </RadioGroup>
              <Button className={styles.search} isPending={locating} onPress={() => void searchInArea(close)}>
                {locating ? t('localSearch.locating') : t('localSearch.search')}
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
