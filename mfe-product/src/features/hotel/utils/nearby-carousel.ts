/** The nearby hotels' buttons move the list by this many hotels. */
export const NEARBY_HOTELS_PER_STEP = 3;

/**
 * The first hotel shown after a press of previous (-1) or next (+1): three hotels further, never
 * before the first nor past the last full step (the last hotels stay in view, no empty space after).
 */
export function nearbyStepStart(first: number, direction: -1 | 1, count: number): number {
  const lastStart = Math.max(0, count - NEARBY_HOTELS_PER_STEP);
  return Math.min(lastStart, Math.max(0, first + direction * NEARBY_HOTELS_PER_STEP));
}

/** Whether a button can still move the list that way. */
export function canStepNearby(first: number, direction: -1 | 1, count: number): boolean {
  return nearbyStepStart(first, direction, count) !== first;
}
