import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import styles from './setup-steps.module.css';

interface ContinueLinkProps {
  target: RouteTarget | undefined;
  /** The gift cannot go on yet (its customisation lacks what the format needs). */
  refused: boolean;
  /** Pressed while refused: the page shows what is missing. */
  onRefused(): void;
}

/**
 * On to the gift checkout with the choices made: a real link, so it also opens in a new tab. While
 * the gift cannot go on it is a button with no address, which shows what is missing.
 */
export function ContinueLink({ target, refused, onRefused }: ContinueLinkProps) {
  const { t } = useTranslation();
  const props = useRemoteProps();
  if (refused || !target) {
    return (
      <Button className={styles.continue} onPress={onRefused}>
        {t('giftSetup.continue')}
      </Button>
    );
  }
  return (
    <a className={styles.continue} {...shopLinkProps(props, target)}>
      {t('giftSetup.continue')}
    </a>
  );
}
