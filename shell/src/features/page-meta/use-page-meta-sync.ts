import { useEffect } from 'react';
import type { EventBus } from '@escapade/shared-contracts/event-bus';
import { applyPageMeta } from './apply-page-meta';

/** The shell owns the head: it writes what pages (remote or shell) announce with `page:meta`. */
export function usePageMetaSync(bus: EventBus): void {
  useEffect(() => bus.on('page:meta', (meta) => applyPageMeta(meta)), [bus]);
}

/** A shell page announcing its own head tags on the bus, like any remote does. */
export function useAnnouncePageMeta(bus: EventBus, title: string, robots?: string): void {
  useEffect(() => {
    bus.emit('page:meta', { title, ...(robots ? { robots } : {}) });
  }, [bus, title, robots]);
}
