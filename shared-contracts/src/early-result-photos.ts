/**
 * The search page's first photos, drawn from the early search's answer before the search remote's
 * code has come. The server cannot render the results (their criteria are in the address's hash),
 * so it renders placeholder cards; on a phone the remote's code then takes seconds to arrive and
 * start, while the answer is there after one round trip. The search remote marks each server
 * placeholder's picture box with EARLY_PHOTO_SLOT_ATTRIBUTE (its result's position on the page),
 * the shell draws each result's photo into its box as soon as the answer comes, and the remote then
 * draws its own placeholders and cards over them with the same photos, already downloaded.
 *
 * A photo is the offer's `imageUrl` on the api base, the very address the result card asks for.
 */

/** On a placeholder card's picture box: the position (0, 1, …) of the result whose photo goes there. */
export const EARLY_PHOTO_SLOT_ATTRIBUTE = 'data-early-photo-slot';

/**
 * On the element a phone scrolls to once the results have come (past the search box that fills its
 * screen): the media query under which the search remote scrolls there. The shell scrolls there
 * when it draws the photos, so the shopper sees them; the remote's own scroll then finds the page
 * already in place.
 */
export const EARLY_SCROLL_ANCHOR_ATTRIBUTE = 'data-early-scroll-anchor';

/** The photos' drawn size, as the result cards declare theirs (the box crops them). */
const PHOTO_WIDTH = 640;
const PHOTO_HEIGHT = 400;

/** The photo path of each result of an offers answer, in order; nothing for an answer of another shape. */
function photoPathsOf(answer: unknown): (string | null)[] {
  const results = (answer as { exactMatch?: unknown } | null)?.exactMatch;
  if (!Array.isArray(results)) return [];
  return results.map((result: unknown) => {
    const path = (result as { imageUrl?: unknown } | null)?.imageUrl;
    // An api path only: the answer never leads the page to another origin.
    return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : null;
  });
}

/**
 * Draws each result's photo into the empty picture box marked for its position within `scope`,
 * and tells how many it drew. The first is the page's main picture (fetched first); the others
 * load when they come near the screen. Boxes beyond the answer's results stay placeholders.
 */
export function drawEarlyResultPhotos(answer: unknown, apiBase: string, scope: ParentNode): number {
  const paths = photoPathsOf(answer);
  let drawn = 0;
  for (const slot of scope.querySelectorAll(`[${EARLY_PHOTO_SLOT_ATTRIBUTE}]`)) {
    const position = Number(slot.getAttribute(EARLY_PHOTO_SLOT_ATTRIBUTE));
    const path = Number.isInteger(position) ? paths[position] : undefined;
    if (!path || slot.querySelector('img')) continue;
    const photo = slot.ownerDocument.createElement('img');
    photo.alt = '';
    photo.setAttribute('decoding', 'async');
    photo.width = PHOTO_WIDTH;
    photo.height = PHOTO_HEIGHT;
    if (position === 0) photo.setAttribute('fetchpriority', 'high');
    else photo.setAttribute('loading', 'lazy');
    photo.src = `${apiBase}${path}`;
    slot.append(photo);
    drawn += 1;
  }
  return drawn;
}

/**
 * Scrolls smoothly to the anchor marked within `scope` when the answer has results, the anchor's
 * media query holds and the shopper has not moved the page yet; tells whether it did.
 */
export function scrollToEarlyResults(answer: unknown, scope: ParentNode, view: Window): boolean {
  const anchor = scope.querySelector(`[${EARLY_SCROLL_ANCHOR_ATTRIBUTE}]`);
  const media = anchor?.getAttribute(EARLY_SCROLL_ANCHOR_ATTRIBUTE);
  if (!anchor || !media || photoPathsOf(answer).length === 0) return false;
  if (view.scrollY !== 0 || typeof view.matchMedia !== 'function' || !view.matchMedia(media).matches) return false;
  anchor.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}
