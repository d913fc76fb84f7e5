import type { RouteTarget } from './routes';
import { isInPageClick, shopLinkProps, type LinkClick } from './shop-link';

const SEARCH: RouteTarget = { kind: 'search', query: { flow: 'booking' }, hash: 'city=12' };

function fakeShop() {
  return {
    hrefFor: jest.fn((target: RouteTarget) => `/${target.kind}`),
    navigate: jest.fn(),
  };
}

/** A left click without modifier keys unless told. */
function click(overrides: Partial<LinkClick> = {}): LinkClick & { preventDefault: jest.Mock } {
  const event = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...overrides,
    preventDefault: jest.fn(() => {
      event.defaultPrevented = true;
    }),
  };
  return event;
}

describe('shopLinkProps', () => {
  it('gives the href the shell builds for the target', () => {
    const shop = fakeShop();

    expect(shopLinkProps(shop, SEARCH).href).toBe('/search');
    expect(shop.hrefFor).toHaveBeenCalledWith(SEARCH);
  });

  it('navigates inside the page on a plain left click, and stops the browser loading the href', () => {
    const shop = fakeShop();
    const event = click();

    shopLinkProps(shop, SEARCH).onClick(event);

    expect(event.preventDefault).toHaveBeenCalled();
    expect(shop.navigate).toHaveBeenCalledWith(SEARCH);
  });

  it.each([
    ['ctrl held', { ctrlKey: true }],
    ['meta (cmd) held', { metaKey: true }],
    ['shift held', { shiftKey: true }],
    ['alt held', { altKey: true }],
    ['the middle button', { button: 1 }],
    ['the right button', { button: 2 }],
  ])('leaves a click with %s to the browser (new tab, window or download)', (_name, overrides) => {
    const shop = fakeShop();
    const event = click(overrides);

    shopLinkProps(shop, SEARCH).onClick(event);

    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('runs the caller’s onClick first, with the event', () => {
    const shop = fakeShop();
    const onClick = jest.fn();
    const event = click();

    shopLinkProps(shop, SEARCH, { onClick }).onClick(event);

    expect(onClick).toHaveBeenCalledWith(event);
    expect(shop.navigate).toHaveBeenCalledWith(SEARCH);
  });

  it('does not navigate when the caller’s onClick prevented the default', () => {
    const shop = fakeShop();
    const event = click();

    shopLinkProps(shop, SEARCH, { onClick: (clicked) => clicked.preventDefault() }).onClick(event);

    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('does not navigate a click that was already handled', () => {
    const shop = fakeShop();

    shopLinkProps(shop, SEARCH).onClick(click({ defaultPrevented: true }));

    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('lets a link aimed at another window open the real href there, and passes the target on', () => {
    const shop = fakeShop();
    const event = click();
    const link = shopLinkProps(shop, SEARCH, { target: '_blank' });

    link.onClick(event);

    expect(link.target).toBe('_blank');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(shop.navigate).not.toHaveBeenCalled();
  });

  it('navigates inside the page for a link aimed at the page itself', () => {
    const shop = fakeShop();

    shopLinkProps(shop, SEARCH, { target: '_self' }).onClick(click());

    expect(shop.navigate).toHaveBeenCalledWith(SEARCH);
  });

  it('adds no target attribute unless one is given', () => {
    expect(shopLinkProps(fakeShop(), SEARCH)).not.toHaveProperty('target');
  });
});

describe('isInPageClick', () => {
  it('is true only for an unhandled plain left click on a link for this page', () => {
    expect(isInPageClick(click())).toBe(true);
    expect(isInPageClick(click(), '_self')).toBe(true);
    expect(isInPageClick(click(), '_blank')).toBe(false);
    expect(isInPageClick(click(), 'offers')).toBe(false);
    expect(isInPageClick(click({ shiftKey: true }))).toBe(false);
    expect(isInPageClick(click({ defaultPrevented: true }))).toBe(false);
  });
});
