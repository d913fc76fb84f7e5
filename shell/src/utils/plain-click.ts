import type { MouseEvent } from 'react';

/** A plain left click: ctrl, shift, meta, alt or middle clicks open a tab or window natively. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
