/** The slide `step` places away (-1 previous, +1 next), going round from the last to the first and back. */
export function stepSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The slide a key leads to in the full gallery (arrows step, Home and End go to the ends), or null
 * for a key the gallery leaves to the browser.
 */
export function slideForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return stepSlide(index, -1, count);
    case 'ArrowRight':
      return stepSlide(index, 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}
