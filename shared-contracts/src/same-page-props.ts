import type { RemoteProps } from './lifecycle';

/**
 * Whether two sets of a remote's props show the shopper the same page: same route, locale, flags
 * and api. The shell mounts a remote with the props the server rendered with, then hands over its
 * own, equal in every value but new objects; a remote keeps drawing with the first (`DrawnPages`
 * below).
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

/**
 * The props each mounted parcel of a remote was last drawn with, so that its update lifecycle hands
 * React only props that show another page. Skipping equal props is not only a render saved:
 * single-spa-react passes every props object it is given through a context of its own, and React
 * counts a new context value as a change inside every part of the page still waiting in the
 * server's markup (hydrate-on-approach). Such an update is a transition React cannot finish before
 * all of them have hydrated, and while it waits React misreads those parts: the shopper's first
 * press in one of them reaches no button.
 */
export class DrawnPages {
  private readonly byParcel = new Map<string, RemoteProps>();

  /** Records what a parcel is being drawn with (its mount, or an update that shows another page). */
  drawing(parcel: string, props: RemoteProps): void {
    this.byParcel.set(parcel, props);
  }

  /** Whether `props` show the page the parcel already shows: nothing to hand over. */
  showsDrawnPage(parcel: string, props: RemoteProps): boolean {
    const drawn = this.byParcel.get(parcel);
    return drawn !== undefined && showsSamePage(drawn, props);
  }

  /** Forgets an unmounted parcel: a later mount under its name draws afresh. */
  forget(parcel: string): void {
    this.byParcel.delete(parcel);
  }
}
