import { useEffect } from 'react';
import { useRemoteProps } from '../../../context/remote-props';

/** The confirmation's title in the tab; a page about one customer's order stays out of search engines. */
export function useConfirmationMeta(title: string) {
  const { bus } = useRemoteProps();
  useEffect(() => {
    bus.emit('page:meta', { title, robots: 'noindex, nofollow' });
  }, [bus, title]);
}
