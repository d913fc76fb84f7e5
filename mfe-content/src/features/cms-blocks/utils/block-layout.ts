import type { CmsBlock } from '../components/cms-block';

/** How a CMS block is drawn on the home page. */
export type BlockLayout = 'tiles' | 'themes' | 'usp' | 'boxes' | 'list' | 'hidden';

/**
 * The layout of a block from its type, and from its items when the type is one this page does not
 * know yet (a new CMS block shows as a tile grid or a list rather than disappearing).
 */
export function layoutOfBlock(block: CmsBlock): BlockLayout {
  const type = block.type.toLowerCase();
  if (block.items.length === 0 || type === 'jumbotron') return 'hidden';
  if (/usp|reassurance/.test(type)) return 'usp';
  if (/box/.test(type)) return 'boxes';
  if (/theme|categor/.test(type)) return 'themes';
  if (/destination|cit(y|ies)|top|search/.test(type)) return 'tiles';
  return block.items.some((item) => item.imageUrl) ? 'tiles' : 'list';
}
