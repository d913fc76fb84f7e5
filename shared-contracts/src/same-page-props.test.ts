import { createEventBus } from './event-bus';
import { DEFAULT_FLAGS, type RemoteProps } from './lifecycle';
import { drawingOnlyNewPages, showsSamePage } from './same-page-props';

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

/** A remote's lifecycles that record what React was handed, around `drawingOnlyNewPages`. */
function recordedLifecycles() {
  const handed: string[] = [];
  const record = (step: string) => (props: RemoteProps & { name: string }) => {
    handed.push(`${step} ${props.name} ${props.route.hash}`);
    return Promise.resolve();
  };
  const lifecycles = drawingOnlyNewPages({
    bootstrap: record('bootstrap'),
    mount: record('mount'),
    update: record('update'),
    unmount: record('unmount'),
  });
  return { lifecycles, handed };
}

describe("a remote's lifecycles that draw only new pages", () => {
  // One shell's props: the same event bus in every set it hands over.
  const shellProps = stayPageProps();
  const parcel = (name: string, hash = '') => ({ ...shellProps, name, route: { ...shellProps.route, hash } });

  it('hands React an update only when it shows another page than the one drawn', async () => {
    const { lifecycles, handed } = recordedLifecycles();
    await lifecycles.mount(parcel('mfe-product'));
    await lifecycles.update(parcel('mfe-product'));
    await lifecycles.update(parcel('mfe-product', 'a=3'));
    await lifecycles.update(parcel('mfe-product', 'a=3'));

    expect(handed).toEqual(['mount mfe-product ', 'update mfe-product a=3']);
  });

  it('compares with the last page drawn, not the first', async () => {
    const { lifecycles, handed } = recordedLifecycles();
    await lifecycles.mount(parcel('mfe-product'));
    await lifecycles.update(parcel('mfe-product', 'a=3'));
    await lifecycles.update(parcel('mfe-product'));

    expect(handed).toEqual(['mount mfe-product ', 'update mfe-product a=3', 'update mfe-product ']);
  });

  it('keeps each parcel apart and forgets one once it is unmounted', async () => {
    const { lifecycles, handed } = recordedLifecycles();
    await lifecycles.mount(parcel('mfe-product'));
    await lifecycles.update(parcel('mfe-product-widget'));
    await lifecycles.unmount(parcel('mfe-product'));
    await lifecycles.update(parcel('mfe-product'));

    expect(handed).toEqual([
      'mount mfe-product ',
      'update mfe-product-widget ',
      'unmount mfe-product ',
      'update mfe-product ',
    ]);
  });
});
