import { useEffect } from 'react';
import { useRemoteProps } from '../../../context/remote-props';

/** Tells the shell the page's title; the customer's own pages stay out of search engines. */
export function useAccountPageMeta(title: string): void {
  const { bus } = useRemoteProps();
  useEffect(() => {
    bus.emit('page:meta', { title, robots: 'noindex, follow' });
  }, [bus, title]);
}
