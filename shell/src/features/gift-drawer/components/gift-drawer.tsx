import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../../../components/icons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { useShellEnvironment } from '../../../context/shell-environment';
import { useOverlayState } from '../../../hooks/use-overlay-state';
import { soldGiftProductsQuery } from '../api/get-gift-block';
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
  const queryClient = useQueryClient();
  const { api, locale } = useShellEnvironment();
  // With the drawer's code, what the site sells is asked for as soon as the drawer is about to open.
  const preload = () => {
    GiftDrawerPanel.preload();
    void queryClient.prefetchQuery(soldGiftProductsQuery(api, { locale }));
  };

  return (
    <>
      <Button
        className={styles.trigger}
        onPress={() => drawer.onOpenChange(true)}
        onHoverStart={preload}
        onFocus={preload}
        onPressStart={preload}
      >
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
