import { useTranslation } from 'react-i18next';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './setup-steps.module.css';

/** On to the gift checkout with the choices made: a real link, so it also opens in a new tab. */
export function ContinueLink({ target }: { target: RouteTarget }) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  return (
    <a className={styles.continue} {...shopLinkProps(props, target)}>
      {t('giftSetup.continue')}
    </a>
  );
}
