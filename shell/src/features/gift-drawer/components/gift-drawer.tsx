import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../../components/icons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { useOverlayState } from '../../../hooks/use-overlay-state';
import { lazyWithPreload } from '../../../utils/lazy-with-preload';
import styles from './gift-drawer.module.css';

/** The drawer's code is downloaded when it is about to open (see lazyWithPreload), not with the page. */
const GiftDrawerPanel = lazyWithPreload(() =>
  import(/* webpackChunkName: "gift-drawer" */ './gift-drawer-panel').then((module) => module.GiftDrawerPanel),
);

/**
 * The gift icon and its drawer: the gift products the site sells
 * and the "I've received a gift" link. The header shows it only where `isGiftDrawerEnabled`.
 */
export function GiftDrawer() {
  const { t } = useTranslation('header');
  const drawer = useOverlayState();

  return (
    <>
      <Button className={styles.trigger} onPress={() => drawer.onOpenChange(true)} {...GiftDrawerPanel.triggerProps}>
        <GiftIcon />
        <span className={styles.triggerLabel}>{t('giftDrawer.open')}</span>
      </Button>
      {drawer.wasOpened ? (
        <LazyOverlay source="gift-drawer">
          <GiftDrawerPanel.Component isOpen={drawer.isOpen} onOpenChange={drawer.onOpenChange} />
        </LazyOverlay>
      ) : null}
    </>
  );
}
