import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import type { BreadCrumbEntry } from '../api/get-activity-detail';
import styles from './activity-notices.module.css';

/** A centred message in place of the page, with one way on. */
function Notice({ title, children, isAlert }: { title: string; children: ReactNode; isAlert?: boolean }) {
  return (
    <section className={styles.notice} aria-labelledby="activity-notice-title" role={isAlert ? 'alert' : undefined}>
      <h1 id="activity-notice-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * An activity no longer sold, or unknown: "Too late!", and the search for other offers, around the
 * activity's place when it is known.
 */
export function ActivityExpiredNotice({ near }: { near?: BreadCrumbEntry | undefined }) {
  const { t } = useTranslation('activity');
  const props = useRemoteProps();
  const search: RouteTarget = {
    kind: 'search',
    ...(near ? { hash: new URLSearchParams({ [near.placeType]: String(near.placeId) }).toString() } : {}),
  };
  return (
    <Notice title={t('expired.title')}>
      <p className={styles.text}>
        {t('expired.message')} {t('expired.suggestion')}
      </p>
      <a className={styles.action} {...shopLinkProps(props, search)}>
        {t('expired.otherOffers')}
      </a>
    </Notice>
  );
}

/** Any other failure to load the activity: say so, and let the visitor try again. */
export function ActivityLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation('activity');
  return (
    <Notice title={t('error.title')} isAlert>
      <Button className={styles.action} onPress={onRetry}>
        {t('error.retry')}
      </Button>
    </Notice>
  );
}
