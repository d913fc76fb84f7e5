import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteProps } from '../../../context/remote-props';

/** Tells the shell the page's title; funnel pages stay out of search engines. */
export function useSummaryPageMeta(offerLabel: string | undefined) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const title = offerLabel ? t('summary.pageTitle', { offer: offerLabel }) : t('summary.title');
  useEffect(() => {
    bus.emit('page:meta', { title, robots: 'noindex, follow' });
  }, [bus, title]);
}
