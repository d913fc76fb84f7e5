import { useLayoutEffect, type RefObject } from 'react';

/** Where a trigger sits in the viewport when its popover is about to open (px). */
export interface TriggerPlacement {
  top: number;
  bottom: number;
  viewportHeight: number;
  /** The highest the trigger may come: just under the site's sticky header. */
  topLimit: number;
  /** The height the popover would like under the trigger, its offset and margin included. */
  roomNeeded: number;
}

/**
 * How far the page scrolls (down when positive) before a popover opens under its trigger. A
 * trigger partly under the sticky header comes back below it; a trigger too low for the popover
 * goes up by what is missing, never above the limit. Nothing moves when the room is there.
 */
export function scrollForRoomBelow({ top, bottom, viewportHeight, topLimit, roomNeeded }: TriggerPlacement): number {
  if (top < topLimit) return top - topLimit;
  const missing = roomNeeded - (viewportHeight - bottom);
  return missing > 0 ? Math.min(missing, top - topLimit) : 0;
}

export interface RoomBelowTriggerProps {
  isOpen: boolean;
  triggerRef: RefObject<HTMLElement | null>;
  roomNeeded: number;
}

/**
 * Put just before a popover that opens under its trigger and never flips over the header: when
 * the popover opens, the page first scrolls to give it room (see scrollForRoomBelow). An earlier
 * sibling's layout effect runs before the popover measures where to stand, so it stands where
 * the trigger has come to rest. The limit is the trigger's CSS scroll-margin-top: the stylesheet
 * knows how tall the sticky header is.
 */
export function RoomBelowTrigger({ isOpen, triggerRef, roomNeeded }: RoomBelowTriggerProps): null {
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    if (!isOpen || !trigger) return;
    const { top, bottom } = trigger.getBoundingClientRect();
    const topLimit = Number.parseFloat(window.getComputedStyle(trigger).scrollMarginTop) || 0;
    const scroll = scrollForRoomBelow({ top, bottom, viewportHeight: window.innerHeight, topLimit, roomNeeded });
    if (scroll !== 0) window.scrollBy({ top: scroll, behavior: 'instant' });
  }, [isOpen, triggerRef, roomNeeded]);
  return null;
}
