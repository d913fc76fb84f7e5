import { useEffect, useEffectEvent, useState } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { parseSearchCriteria, type SearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { useRemoteProps } from '../context/remote-props';

/**
 * A search submitted from the search box with the criteria already shown is a request to search
 * again: the shown answer is dropped (the list goes back to its loading state) and asked anew.
 * Other submissions change the request, which runs on its own. Returns a count of such repeated
 * searches, to tell their answers apart from the one before.
 */
export function useSearchAgain(
  queryKey: QueryKey,
  keyOf: (submitted: SearchCriteria) => QueryKey,
  enabled = true,
): number {
  const { bus } = useRemoteProps();
  const queryClient = useQueryClient();
  const [repeats, setRepeats] = useState(0);
  const onSubmitted = useEffectEvent((hash: string, flow: string) => {
    if (!enabled) return;
    const submitted = parseSearchCriteria({ hash, search: `flow=${flow}` });
    if (hashKey(keyOf(submitted)) !== hashKey(queryKey)) return;
    void queryClient.resetQueries({ queryKey, exact: true });
    setRepeats((count) => count + 1);
  });
  useEffect(() => bus.on('search:submitted', ({ hash, flow }) => onSubmitted(hash, flow)), [bus]);
  return repeats;
}
