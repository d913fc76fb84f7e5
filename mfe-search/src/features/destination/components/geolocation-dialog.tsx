import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { CloseIcon } from '../../../components/close-icon';
import type { ChosenDestination } from '../../../utils/chosen-destination';
import type { LazyOverlayProps } from '../../../utils/lazy-part';
import { aroundMe } from '../state/use-destination-options';
import { useUserLocationRequest } from '../state/use-user-location-request';
import { CategoryIcon } from './category-icon';
import { locationErrorKey } from './destination-option-parts';
import styles from './geolocation-dialog.module.css';

export interface GeolocationDialogProps extends LazyOverlayProps {
  /** The browser gave the position: the destination becomes "Around me" at those coordinates. */
  onLocated(destination: ChosenDestination): void;
}

/**
 * Phones: "Around me" full screen. It says what the position is for before the browser asks for
 * it, waits for the browser's answer, and on a refusal or a failure says why, with a way back to
 * the destinations and another try.
 */
export function GeolocationDialog({ isOpen, onOpenChange, onLocated }: GeolocationDialogProps) {
  const { t } = useTranslation('search-box');
  const titleId = useId();
  const { locating, locate, reset } = useUserLocationRequest();
  const failed = locating.status === 'failed' ? locating : null;

  const openChange = (open: boolean) => {
    if (!open) reset();
    onOpenChange(open);
  };
  const askPosition = () =>
    locate((position) => {
      onLocated(aroundMe(position, t('searchBox.destination.aroundMe')));
      onOpenChange(false);
    });

  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={openChange} isDismissable>
      <Modal className={styles.fullscreen}>
        <Dialog className={styles.dialog} aria-labelledby={titleId}>
          <header className={styles.header}>
            <Heading slot="title" id={titleId} className={styles.title}>
              {t('searchBox.geolocation.title')}
            </Heading>
            <Button className={styles.closeButton} slot="close" aria-label={t('searchBox.close')}>
              <CloseIcon />
            </Button>
          </header>
          <div className={styles.body}>
            <CategoryIcon icon="around" className={styles.icon} />
            <p className={styles.intro}>{t('searchBox.geolocation.intro')}</p>
            <p className={styles.permission}>{t('searchBox.geolocation.permission')}</p>
            {failed ? (
              <p role="alert" className={styles.error}>
                {t(locationErrorKey(failed.reason))}
              </p>
            ) : null}
            <p role="status" className={locating.status === 'locating' ? styles.waiting : styles.idleStatus}>
              {locating.status === 'locating' ? t('searchBox.destination.locating') : ''}
            </p>
          </div>
          <div className={styles.actions}>
            <Button className={styles.primary} isPending={locating.status === 'locating'} onPress={askPosition}>
              {failed ? t('searchBox.geolocation.retry') : t('searchBox.geolocation.use')}
            </Button>
            {failed ? (
              <Button className={styles.secondary} onPress={() => openChange(false)}>
                {t('searchBox.geolocation.back')}
              </Button>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
