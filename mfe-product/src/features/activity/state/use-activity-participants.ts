import { useMemo } from 'react';
import { useRemoteProps } from '../../../context/remote-props';
import type { ActivityPrice } from '../api/get-activity-detail';
import { hashWithParticipants, pricedParticipantCounts, shownParticipants } from '../utils/participants';

/**
 * The participant count of the page, kept in the hash (key a) so a shared link shows the same price,
 * and the counts the offer is priced for. A change replaces the address: Back leaves the page.
 */
export function useActivityParticipants(activityId: string, prices: readonly ActivityPrice[]) {
  const props = useRemoteProps();
  const { hash, search } = props.route;
  const pricedCounts = useMemo(() => pricedParticipantCounts(prices), [prices]);
  const participants = shownParticipants(hash, pricedCounts);
  const setParticipants = (next: number) =>
    props.navigate(
      {
        kind: 'activityOnly',
        id: activityId,
        query: Object.fromEntries(new URLSearchParams(search)),
        hash: hashWithParticipants(hash, next),
      },
      { replace: true },
    );
  return { participants, pricedCounts, setParticipants };
}
