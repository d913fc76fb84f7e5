import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../components/icons';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { useOverlayState } from '../../../hooks/use-overlay-state';
import { lazyWithPreload } from '../../../utils/lazy-with-preload';
import type { MenuLink } from './burger-menu-panel';
import styles from './burger-menu.module.css';

/** The menu's code is downloaded when it is about to open (see lazyWithPreload), not with the page. */
const BurgerMenuPanel = lazyWithPreload(() =>
  import(/* webpackChunkName: "burger-menu" */ './burger-menu-panel').then((module) => module.BurgerMenuPanel),
);

interface BurgerMenuProps {
  /** Top-level items: the tabs of the nav links, each with its levels. */
  links: MenuLink[];
  onOpenWishlist(): void;
}

/** The mobile menu's button, below 960 px, and the menu once it has been opened (see BurgerMenuPanel). */
export function BurgerMenu({ links, onOpenWishlist }: BurgerMenuProps) {
  const { t } = useTranslation('header');
  const menu = useOverlayState();

  return (
    <>
      <Button
        className={styles.trigger}
        onPress={() => menu.onOpenChange(true)}
        {...BurgerMenuPanel.triggerProps}
        aria-label={t('burger.open')}
      >
        <MenuIcon />
      </Button>
      {menu.wasOpened ? (
        <LazyOverlay source="burger-menu">
          <BurgerMenuPanel.Component
            isOpen={menu.isOpen}
            onOpenChange={menu.onOpenChange}
            links={links}
            onOpenWishlist={onOpenWishlist}
          />
        </LazyOverlay>
      ) : null}
    </>
  );
}
