import { useEffect, useRef, useState } from 'react';
import { HTTPError } from 'ky';
import { useRemoteProps } from '../../../context/remote-props';
import { getGiftPriceList, type GiftPriceListResponse } from '../api/get-gift-price-list';
import { getStayDetail, type StayDetailResponse } from '../api/get-stay-detail';

export type GiftSetupData =
  | { status: 'loading' }
  /** `stay` is null when only the offer's details failed: the gift can still be chosen. */
  | { status: 'ready'; priceList: GiftPriceListResponse; stay: StayDetailResponse | null }
  /** Unknown, unpublished or no longer giftable offer. */
  | { status: 'expired' }
  | { status: 'error' };

function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404;
}

/** The gift prices and the offer details, fetched together for one offer and locale. */
export function useGiftSetupData(offerId: string): GiftSetupData {
  const { apiBase, locale, reportError } = useRemoteProps();
  // The answer and the request it answers: until the current request has its answer, it loads.
  const requestKey = `${apiBase} ${offerId} ${locale}`;
  const [answer, setAnswer] = useState<{ requestKey: string; data: GiftSetupData } | null>(null);
  // The shell may pass a new function on every update; reporting must not refetch.
  const reportErrorRef = useRef(reportError);
  useEffect(() => {
    reportErrorRef.current = reportError;
  });

  useEffect(() => {
    const controller = new AbortController();
    const request = { apiBase, offerId, locale, signal: controller.signal };
    const setData = (data: GiftSetupData) => setAnswer({ requestKey, data });
    void Promise.allSettled([getGiftPriceList(request), getStayDetail(request)]).then(([priceList, stay]) => {
      if (controller.signal.aborted) return;
      const failures = [priceList, stay].flatMap((result) =>
        result.status === 'rejected' ? [result.reason as unknown] : [],
      );
      if (failures.some(isNotFound)) return setData({ status: 'expired' });
      for (const failure of failures) reportErrorRef.current(failure, 'mfe-gift/gift-setup');
      // The prices are what the visitor chooses from; the details only decorate the page, so a
      // failure of the details alone leaves them out and keeps the choice.
      if (priceList.status === 'rejected') return setData({ status: 'error' });
      const gift = priceList.value;
      const detail = stay.status === 'fulfilled' ? stay.value : null;
      if (!gift.isGiftable || gift.priceList.length === 0 || detail?.published === false)
        return setData({ status: 'expired' });
      setData({ status: 'ready', priceList: gift, stay: detail });
    });
    return () => controller.abort();
  }, [apiBase, offerId, locale, requestKey]);

  return answer?.requestKey === requestKey ? answer.data : { status: 'loading' };
}
