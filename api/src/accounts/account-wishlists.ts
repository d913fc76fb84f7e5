/**
 * A customer's wishlist, kept with the account so it follows them from one browser to another.
 * Items have the shape the pages exchange on the bus (WishlistItem); a list holds at most
 * MAX_WISHLIST_ITEMS, each id once.
 */
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import type { ShopExecutor, ShopStore } from '../store/shop-store';

export const MAX_WISHLIST_ITEMS = 100;
const MAX_ID_LENGTH = 64;
const MAX_LABEL_LENGTH = 200;
const MAX_HEADWORDS = 10;
const MAX_HEADWORD_LENGTH = 100;
const MAX_URL_LENGTH = 1000;

const wishlistItemSchema = {
  type: 'object',
  required: ['id', 'type', 'label', 'imageUrl', 'uri'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: MAX_ID_LENGTH },
    type: { type: 'string', enum: ['STAY', 'ACTIVITY'] },
    label: { type: 'string', maxLength: MAX_LABEL_LENGTH },
    headwords: {
      type: 'array',
      maxItems: MAX_HEADWORDS,
      items: { type: 'string', maxLength: MAX_HEADWORD_LENGTH },
    },
    imageUrl: { type: 'string', maxLength: MAX_URL_LENGTH },
    uri: { type: 'string', minLength: 1, maxLength: MAX_URL_LENGTH },
    hotel: {
      type: 'object',
      required: ['label'],
      additionalProperties: false,
      properties: {
        label: { type: 'string', maxLength: MAX_LABEL_LENGTH },
        stars: { type: 'integer', minimum: 0, maximum: 5 },
      },
    },
  },
} as const;

/** `{ items }`, for PUT (the whole list) and merge (the browser's list). */
export const wishlistBodySchema = {
  type: 'object',
  required: ['items'],
  additionalProperties: false,
  properties: { items: { type: 'array', maxItems: MAX_WISHLIST_ITEMS, items: wishlistItemSchema } },
} as const;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A path of the shop ('/sejour/12#…'): never another site, never a javascript: URL. */
function isShopPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

function isImageAddress(value: string): boolean {
  if (value === '' || isShopPath(value)) return true;
  try {
    const protocol = new URL(value).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** What is wrong with the items the schema let through, in words; null when they can be kept. */
export function wishlistProblem(items: readonly WishlistItem[]): string | null {
  for (const [index, item] of items.entries()) {
    const where = `body/items/${index}`;
    const texts = [item.id, item.label, item.uri, item.imageUrl, item.hotel?.label ?? '', ...(item.headwords ?? [])];
    if (texts.some((text) => CONTROL_CHARACTER.test(text))) return `${where} must not contain control characters`;
    if (!isShopPath(item.uri)) return `${where}/uri must be a path of the shop`;
    if (!isImageAddress(item.imageUrl)) return `${where}/imageUrl must be an http(s) address or a path`;
  }
  return null;
}

/** Only the fields of a WishlistItem, in their order. */
function keptItem(item: WishlistItem): WishlistItem {
  const kept: WishlistItem = {
    id: item.id,
    type: item.type,
    label: item.label,
    imageUrl: item.imageUrl,
    uri: item.uri,
  };
  if (item.headwords) kept.headwords = [...item.headwords];
  if (item.hotel)
    kept.hotel =
      item.hotel.stars === undefined
        ? { label: item.hotel.label }
        : { label: item.hotel.label, stars: item.hotel.stars };
  return kept;
}

/** Each id once (its first place wins), at most MAX_WISHLIST_ITEMS. */
function boundedList(items: readonly WishlistItem[]): WishlistItem[] {
  const seen = new Set<string>();
  const list: WishlistItem[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    list.push(keptItem(item));
    if (list.length === MAX_WISHLIST_ITEMS) break;
  }
  return list;
}

/** The lock a write of the account's list takes, so a merge's read and write see no other write between. */
function wishlistLock(accountId: string): string {
  return `wishlist:${accountId}`;
}

export async function accountWishlist(
  store: ShopStore,
  accountId: string,
  executor: ShopExecutor = store.db,
): Promise<WishlistItem[]> {
  const row = await executor
    .selectFrom('account_wishlists')
    .select('items')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return [];
  try {
    const items: unknown = JSON.parse(row.items);
    return Array.isArray(items) ? (items as WishlistItem[]) : [];
  } catch {
    return [];
  }
}

async function keep(executor: ShopExecutor, accountId: string, items: WishlistItem[]): Promise<void> {
  await executor
    .insertInto('account_wishlists')
    .values({ account_id: accountId, items: JSON.stringify(items) })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ items: (eb) => eb.ref('excluded.items') }))
    .execute();
}

/** Replaces the account's list; returns it as kept. */
export async function replaceAccountWishlist(
  store: ShopStore,
  accountId: string,
  items: readonly WishlistItem[],
): Promise<WishlistItem[]> {
  const list = boundedList(items);
  await store.transaction((trx) => keep(trx, accountId, list), { lockKeys: [wishlistLock(accountId)] });
  return list;
}

/**
 * Adds a browser's items to the account's list (on sign-in): the account's items first, then the
 * new ones in their order, each id once, cut at MAX_WISHLIST_ITEMS. Returns the list as kept.
 */
export async function mergeAccountWishlist(
  store: ShopStore,
  accountId: string,
  items: readonly WishlistItem[],
): Promise<WishlistItem[]> {
  return store.transaction(
    async (trx) => {
      const list = boundedList([...(await accountWishlist(store, accountId, trx)), ...items]);
      await keep(trx, accountId, list);
      return list;
    },
    { lockKeys: [wishlistLock(accountId)] },
  );
}
