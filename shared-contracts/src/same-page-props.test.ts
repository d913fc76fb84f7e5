import { createEventBus } from './event-bus';
import { DEFAULT_FLAGS, type RemoteProps } from './lifecycle';
import { DrawnPages, showsSamePage } from './same-page-props';

/** The props the shell hands a remote on a stay's page. */
function stayPageProps(): RemoteProps {
  return {
    locale: 'fr_FR',
    language: 'fr',
    pointOfSale: 'FR',
    flow: 'hotel',
    careMode: false,
    flags: { ...DEFAULT_FLAGS },
    route: { kind: 'stay', id: '12', search: '', hash: '', pathname: '/sejour/12' },
    apiBase: '',
    hrefFor: () => '/',
    navigate: () => {},
    bus: createEventBus(),
    mountWidget: () => Promise.reject(new Error('no widget here')),
    reportError: () => {},
  };
}

it('sees the same page in equal values handed over as new objects, with new actions', () => {
  const first = stayPageProps();
  const again = { ...first, flags: { ...first.flags }, route: { ...first.route }, hrefFor: () => '/fr' };

  expect(showsSamePage(first, again)).toBe(true);
});

it("sees the same page when an update no longer carries the server's state", () => {
  const first = { ...stayPageProps(), serverState: { queries: [] } };

  expect(showsSamePage(first, { ...first, serverState: undefined })).toBe(true);
});

it('sees another page in new dates, another stay, another locale or other flags', () => {
  const first = stayPageProps();

  expect(showsSamePage(first, { ...first, route: { ...first.route, hash: 'checkin=2027-03-12' } })).toBe(false);
  expect(showsSamePage(first, { ...first, route: { ...first.route, id: '13', pathname: '/sejour/13' } })).toBe(false);
  expect(showsSamePage(first, { ...first, locale: 'fr_BE', pointOfSale: 'BE' })).toBe(false);
  expect(showsSamePage(first, { ...first, flags: { ...first.flags, instalments: !first.flags.instalments } })).toBe(
    false,
  );
});

describe('the pages a remote has drawn', () => {
  it('has nothing to hand over when props show the page a parcel already shows', () => {
    const drawn = new DrawnPages();
    const first = stayPageProps();
    drawn.drawing('mfe-product', first);

    expect(drawn.showsDrawnPage('mfe-product', { ...first, route: { ...first.route } })).toBe(true);
    expect(drawn.showsDrawnPage('mfe-product', { ...first, route: { ...first.route, hash: 'a=3' } })).toBe(false);
  });

  it('keeps each parcel apart and forgets one once it is unmounted', () => {
    const drawn = new DrawnPages();
    const first = stayPageProps();
    drawn.drawing('mfe-product', first);

    expect(drawn.showsDrawnPage('mfe-product-widget', first)).toBe(false);
    drawn.forget('mfe-product');
    expect(drawn.showsDrawnPage('mfe-product', first)).toBe(false);
  });

  it('compares with the last page drawn, not the first', () => {
    const drawn = new DrawnPages();
    const first = stayPageProps();
    const otherDates = { ...first, route: { ...first.route, hash: 'checkin=2027-03-12' } };
    drawn.drawing('mfe-product', first);
    drawn.drawing('mfe-product', otherDates);

    expect(drawn.showsDrawnPage('mfe-product', first)).toBe(false);
    expect(drawn.showsDrawnPage('mfe-product', { ...otherDates })).toBe(true);
  });
});
