/** @jest-environment jsdom */
import {
  drawEarlyResultPhotos,
  EARLY_PHOTO_SLOT_ATTRIBUTE,
  EARLY_SCROLL_ANCHOR_ATTRIBUTE,
  scrollToEarlyResults,
} from './early-result-photos';

const API = 'http://api.test';

function placeholders(count: number): HTMLElement {
  const page = document.createElement('div');
  for (let position = 0; position < count; position += 1) {
    const box = document.createElement('div');
    box.setAttribute(EARLY_PHOTO_SLOT_ATTRIBUTE, String(position));
    page.append(box);
  }
  return page;
}

const photosIn = (page: HTMLElement) =>
  [...page.querySelectorAll(`[${EARLY_PHOTO_SLOT_ATTRIBUTE}]`)].map((box) => box.querySelector('img'));

describe('the first photos of a search, drawn before the search remote', () => {
  const answer = {
    exactMatch: [{ imageUrl: '/images/stay/1.webp?w=640&h=400' }, { imageUrl: '/images/stay/2.webp?w=640&h=400' }],
  };

  it('draws each result’s photo in the box of its position, the first fetched first', () => {
    const page = placeholders(3);
    expect(drawEarlyResultPhotos(answer, API, page)).toBe(2);
    const [first, second, third] = photosIn(page);
    expect(first).toHaveProperty('src', `${API}/images/stay/1.webp?w=640&h=400`);
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBeNull();
    expect(second).toHaveProperty('src', `${API}/images/stay/2.webp?w=640&h=400`);
    expect(second?.getAttribute('loading')).toBe('lazy');
    // Fewer results than placeholders: the rest stay placeholders.
    expect(third).toBeNull();
  });

  it('draws a photo once, however often the answer is drawn', () => {
    const page = placeholders(2);
    drawEarlyResultPhotos(answer, API, page);
    expect(drawEarlyResultPhotos(answer, API, page)).toBe(0);
    expect(page.querySelectorAll('img')).toHaveLength(2);
  });

  it('draws nothing from an answer of another shape or an address off the api', () => {
    const page = placeholders(2);
    expect(drawEarlyResultPhotos(null, API, page)).toBe(0);
    expect(drawEarlyResultPhotos({ exactMatch: 'none' }, API, page)).toBe(0);
    expect(
      drawEarlyResultPhotos(
        { exactMatch: [{ imageUrl: '//elsewhere.test/a.webp' }, { imageUrl: 'javascript:alert(1)' }] },
        API,
        page,
      ),
    ).toBe(0);
    expect(page.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('the scroll to the results, drawn before the search remote', () => {
  const PHONES = 'not all and (min-width: 960px)';
  const answer = { exactMatch: [{ imageUrl: '/images/stay/1.webp' }] };

  function pageWithAnchor(): { page: HTMLElement; anchor: HTMLElement } {
    const page = document.createElement('div');
    const anchor = document.createElement('div');
    anchor.setAttribute(EARLY_SCROLL_ANCHOR_ATTRIBUTE, PHONES);
    anchor.scrollIntoView = jest.fn();
    page.append(anchor);
    return { page, anchor };
  }

  function viewOf(matches: boolean, scrollY = 0): Window {
    const matchMedia = jest.fn(() => ({ matches }) as MediaQueryList);
    return { scrollY, matchMedia } as unknown as Window;
  }

  it('scrolls to the anchor where its media query holds and the shopper has not moved the page', () => {
    const { page, anchor } = pageWithAnchor();
    const view = viewOf(true);
    expect(scrollToEarlyResults(answer, page, view)).toBe(true);
    expect(view.matchMedia).toHaveBeenCalledWith(PHONES);
    expect(anchor.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('stays put on a larger screen, after the shopper scrolled, and when nothing was found', () => {
    const { page, anchor } = pageWithAnchor();
    expect(scrollToEarlyResults(answer, page, viewOf(false))).toBe(false);
    expect(scrollToEarlyResults(answer, page, viewOf(true, 120))).toBe(false);
    expect(scrollToEarlyResults({ exactMatch: [] }, page, viewOf(true))).toBe(false);
    expect(scrollToEarlyResults(answer, document.createElement('div'), viewOf(true))).toBe(false);
    expect(anchor.scrollIntoView).not.toHaveBeenCalled();
  });
});
