import type { RemoteProps } from './lifecycle';

/**
 * Whether two sets of a remote's props show the shopper the same page: same route, locale, flags
 * and api. The shell mounts a remote with the props the server rendered with, then hands over its
 * own, equal in every value but new objects; a remote keeps drawing with the first
 * (`drawingOnlyNewPages` below).
 *
 * The server's state is left out: it only seeds the query cache at mount, and the shell's later
 * updates do not carry it again. The actions (`navigate`, `hrefFor`) are left out too: the shell
 * keeps `navigate` for a locale and `hrefFor` depends on the locale alone.
 */
export function showsSamePage(before: RemoteProps, after: RemoteProps): boolean {
  return (
    before.locale === after.locale &&
    before.language === after.language &&
    before.pointOfSale === after.pointOfSale &&
    before.flow === after.flow &&
    before.careMode === after.careMode &&
    before.apiBase === after.apiBase &&
    before.bus === after.bus &&
    before.route.kind === after.route.kind &&
    before.route.id === after.route.id &&
    before.route.search === after.route.search &&
    before.route.hash === after.route.hash &&
    before.route.pathname === after.route.pathname &&
    // The shell may send flags with the same values in a new object.
    JSON.stringify(before.flags) === JSON.stringify(after.flags)
  );
}

/** A lifecycle of a remote's parcel, as single-spa-react makes them: it gets the parcel's props. */
type ParcelLifecycle<P> = (props: P) => Promise<unknown>;

interface ParcelLifecycles<P> {
  bootstrap: ParcelLifecycle<P>;
  mount: ParcelLifecycle<P>;
  update: ParcelLifecycle<P>;
  unmount: ParcelLifecycle<P>;
}

/**
 * A remote's lifecycles that hand React only props showing another page than the parcel shows.
 * The mount records what each parcel (by its name) is drawn with, an update that shows the same
 * page again resolves at once, and the unmount forgets the parcel so a later mount draws afresh.
 *
 * Skipping equal props is not only a render saved: single-spa-react passes every props object it
 * is given through a context of its own, and React counts a new context value as a change inside
 * every part of the page still waiting in the server's markup (hydrate-on-approach). Such an update
 * is a transition React cannot finish before all of them have hydrated, and while it waits React
 * misreads those parts: the shopper's first press in one of them reaches no button.
 */
export function drawingOnlyNewPages<P extends RemoteProps & { name: string }>(
  lifecycles: ParcelLifecycles<P>,
): ParcelLifecycles<P> {
  const drawnByParcel = new Map<string, RemoteProps>();
  return {
    ...lifecycles,
    mount: (props: P) => {
      drawnByParcel.set(props.name, props);
      return lifecycles.mount(props);
    },
    update: (props: P) => {
      const drawn = drawnByParcel.get(props.name);
      if (drawn !== undefined && showsSamePage(drawn, props)) return Promise.resolve();
      drawnByParcel.set(props.name, props);
      return lifecycles.update(props);
    },
    unmount: (props: P) => {
      drawnByParcel.delete(props.name);
      return lifecycles.unmount(props);
    },
  };
}
