import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { returnAddress } from './return-address';

/** The `origin` query parameter the sign-in and sign-up pages were opened with. */
export function originOf(route: RemoteProps['route']): string | null {
  return new URLSearchParams(route.search.replace(/^\?/, '')).get('origin');
}

/** The query that carries the origin on to the other page (sign-in ↔ sign-up). */
export function originQuery(origin: string | null): Record<string, string> | undefined {
  return origin ? { origin } : undefined;
}

/** Where to go once signed in: the origin when it is a page of this shop, else home. */
export function addressAfterSignIn(props: Pick<RemoteProps, 'hrefFor' | 'route'>): string {
  return returnAddress(originOf(props.route), {
    pageOrigin: window.location.origin,
    fallback: props.hrefFor({ kind: 'home' }),
    refusedPaths: [props.hrefFor({ kind: 'signIn' }), props.hrefFor({ kind: 'signUp' })],
  });
}
