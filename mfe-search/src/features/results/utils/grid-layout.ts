import { INLINE_BLOCK_AFTER_RESULTS } from './results-constants';

/** One cell of the results grid: a result, or the n-th inline block (a full-width row). */
export type GridItem<T> = { type: 'result'; result: T; index: number } | { type: 'block'; slot: number };

/**
 * The grid's rows: the first 3 results, an inline block, results 4 to 9, a second inline block,
 * then the rest. A block comes only once its results are there (a page of 2 results has none);
 * `blockCount` 0 (care mode, no block to show) gives the results alone.
 */
export function gridItems<T>(
  results: readonly T[],
  blockCount: number = INLINE_BLOCK_AFTER_RESULTS.length,
): GridItem<T>[] {
  const items: GridItem<T>[] = [];
  results.forEach((result, index) => {
    items.push({ type: 'result', result, index });
    const slot = INLINE_BLOCK_AFTER_RESULTS.indexOf((index + 1) as (typeof INLINE_BLOCK_AFTER_RESULTS)[number]);
    if (slot !== -1 && slot < blockCount) items.push({ type: 'block', slot });
  });
  return items;
}
