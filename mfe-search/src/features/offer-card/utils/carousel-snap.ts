import { CAROUSEL_SNAP_FRACTION } from './offer-card-constants';

export interface SnapInput {
  /** The image shown when the swipe started. */
  index: number;
  count: number;
  /** Horizontal travel of the finger in px (negative = towards the left, i.e. the next image). */
  deltaX: number;
  /** Width of the carousel in px. */
  width: number;
}

/**
 * The image a swipe settles on: past one sixth of the width it moves one image
 * in the swipe's direction (never past the first or last), otherwise it snaps back.
 */
export function snapIndex({ index, count, deltaX, width }: SnapInput): number {
  const last = Math.max(0, count - 1);
  const current = Math.min(Math.max(index, 0), last);
  if (!(width > 0) || Math.abs(deltaX) <= width * CAROUSEL_SNAP_FRACTION) return current;
  return Math.min(Math.max(current + (deltaX < 0 ? 1 : -1), 0), last);
}
