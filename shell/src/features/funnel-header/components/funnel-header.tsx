import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { useShellEnvironment } from '../../../context/shell-environment';
import { EscapadeLogo } from '../../../components/escapade-logo';
import { BackArrowIcon } from '../../../components/icons';
import { isInPageClick } from '@escapade/shared-contracts/shop-link';
import { hrefFor } from '../../../utils/route-table';
import { useIsHydrated } from '../../../hooks/use-is-hydrated';
import { funnelBackTarget, type FunnelBack } from '../utils/funnel-back-target';
import styles from './funnel-header.module.css';

/** The words of the way back, after the page it leads to. */
const BACK_LABEL_KEYS: Partial<Record<RouteKind, string>> = {
  hotel: 'funnel.backToHotel',
  stay: 'funnel.backToStay',
  activityOnly: 'funnel.backToActivity',
  giftBox: 'funnel.backToBox',
  giftBoxProduct: 'funnel.backToBox',
  giftSetup: 'funnel.backToGiftSetup',
  giftCardCustomization: 'funnel.backToGiftCard',
};

function backLabelKey(back: FunnelBack): string {
  if (back.type === 'history') return 'funnel.back';
  if (back.type === 'home') return 'funnel.backToHome';
  return BACK_LABEL_KEYS[back.target.kind] ?? 'funnel.back';
}

/** The booking, activity and gift funnels keep the shopper on task: the logo and a way back, no menus. */
export function FunnelHeader({ kind, id }: { kind: RouteKind; id?: string }) {
  const { t } = useTranslation('header');
  const { locale, flags } = useShellEnvironment();
  const location = useLocation();
  const routerNavigate = useNavigate();
  // The server never sees the hash: the way back is drawn as the server drew it until the page is
  // hydrated, then again with the dates and travellers the hash carries.
  const hash = useIsHydrated() ? location.hash : '';
  // react-router marks the page the visitor landed on with the key 'default': nothing of the shop before it.
  const back = funnelBackTarget({ kind, id, search: location.search, hash }, location.key !== 'default', flags);
  const href = hrefFor(locale, back.type === 'history' ? { kind: 'home' } : back.target);

  return (
    <div className={styles.inner}>
      <Link
        className={styles.back}
        to={href}
        onClick={(event) => {
          if (back.type !== 'history' || !isInPageClick(event)) return;
          event.preventDefault();
          void routerNavigate(-1);
        }}
      >
        <BackArrowIcon />
        <span className={styles.backLabel}>{t(backLabelKey(back))}</span>
      </Link>
      <Link className={styles.home} to={hrefFor(locale, { kind: 'home' })} aria-label={t('shell:header.homeLink')}>
        <EscapadeLogo />
      </Link>
    </div>
  );
}
