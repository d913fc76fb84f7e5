import { useEffect, useState } from 'react';
import type { BannerContext, EventBus } from '@escapade/shared-contracts/event-bus';

/** The last `banner:context` a page announced (the bus replays it to late subscribers). */
export function useBannerContext(bus: EventBus): BannerContext | null {
  const [context, setContext] = useState<BannerContext | null>(() => bus.last('banner:context') ?? null);
  useEffect(() => bus.on('banner:context', setContext), [bus]);
  return context;
}
