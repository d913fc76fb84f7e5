import { useMemo } from 'react';
import { parseSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../../../context/remote-props';
import { hotelPageTarget } from '../utils/hotel-targets';

/** The page's dates and travellers (from the hash), and how to change them: the hash is rewritten in place. */
export function useHotelCriteria(): { criteria: SearchCriteria; replaceCriteria(next: SearchCriteria): void } {
  const props = useRemoteProps();
  const { hash, search } = props.route;
  const criteria = useMemo(() => parseSearchCriteria({ hash, search }), [hash, search]);
  return {
    criteria,
    // The criteria are the route's: a change navigates (replacing the entry: no history step per click).
    replaceCriteria: (next) => props.navigate(hotelPageTarget(props.route.id ?? '', search, next), { replace: true }),
  };
}
