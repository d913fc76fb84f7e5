import type { Flow, RouteTarget } from '@escapade/shared-contracts/routes';
import type { CmsBlockItem } from '../components/cms-block';

/** The search a CMS item leads to: its own hash, else its city or theme, in the current flow. */
export function searchTargetOfItem(item: CmsBlockItem, flow: Flow): RouteTarget {
  const hash =
    item.hash ??
    item.value ??
    (item.cityId !== undefined
      ? `city=${item.cityId}`
      : item.themeId !== undefined
        ? `theme=${item.themeId}`
        : undefined);
  return hash ? { kind: 'search', hash, query: { flow } } : { kind: 'search', query: { flow } };
}

/** The visible name of an item, whichever field the block type uses. */
export function labelOfItem(item: CmsBlockItem): string {
  return item.title ?? item.label ?? '';
}

/** The secondary text of an item, whichever field the block type uses. */
export function textOfItem(item: CmsBlockItem): string | undefined {
  return item.text ?? item.description ?? item.subtitle;
}
