import { useEffect } from 'react';
import { useRemoteProps } from '../context/remote-props';

/** Tells the shell the page's title; checkout pages stay out of search engines. */
export function useCheckoutPageMeta(title: string) {
  const { bus } = useRemoteProps();
  useEffect(() => {
    bus.emit('page:meta', { title, robots: 'noindex, follow' });
  }, [bus, title]);
}
