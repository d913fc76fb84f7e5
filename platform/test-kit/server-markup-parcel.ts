import { act, waitFor } from '@testing-library/react';
import { HYDRATES_ON_PRESS_ATTRIBUTE } from '@escapade/shared-contracts/server-render';
import { endServerMarkupHydration } from '@escapade/shared-contracts/server-markup-hydration';
import type { FakeRemoteProps } from './fake-remote-props';
import { installTestIntersectionObserver, type TestIntersectionObservers } from './intersection-observer';

/** Whether an element lies in a part of the page still waiting in the server's markup (hydrate-on-approach). */
export const isWaitingInServerMarkup = (element: Element) =>
  element.closest(`[${HYDRATES_ON_PRESS_ATTRIBUTE}]`) !== null;

/** A remote's single-spa lifecycles, as its `app.tsx` exports them. */
export interface ParcelLifecycles<Props> {
  bootstrap(props: Props): Promise<unknown>;
  mount(props: Props): Promise<unknown>;
  unmount(props: Props): Promise<unknown>;
}

/**
 * Runs one of a parcel's lifecycles (mount, update, unmount) to its end, as the shell does.
 * single-spa-react settles it once React has drawn, which React's act holds back until its callback
 * returns: the lifecycle starts inside the act and is waited for after it.
 */
export async function throughLifecycle(step: () => Promise<unknown>): Promise<void> {
  let settled = false;
  await act(async () => {
    void step().then(() => (settled = true));
  });
  await waitFor(() => expect(settled).toBe(true));
}

export interface ServerMarkupParcel<Props> {
  /** Nothing is near the screen until a test brings it near. */
  readonly screenEdge: TestIntersectionObservers;
  /** Puts the server's markup in the page and mounts the remote over it; returns the props it was mounted with. */
  mountOver(html: string, props: FakeRemoteProps, serverState: unknown): Promise<Props & FakeRemoteProps>;
}

/**
 * A remote's page as the edge serves it, for a test file: the server's markup in a fresh container
 * per test, taken over by the remote's own lifecycles (single-spa-react and all), unmounted after.
 */
export function setupServerMarkupParcel<Props>(lifecycles: ParcelLifecycles<Props>): ServerMarkupParcel<Props> {
  let container: HTMLElement;
  let mounted: Props | undefined;
  let screenEdge: TestIntersectionObservers;
  beforeEach(() => {
    screenEdge = installTestIntersectionObserver();
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(async () => {
    const props = mounted;
    mounted = undefined;
    if (props) await throughLifecycle(() => lifecycles.unmount(props));
    container.remove();
    endServerMarkupHydration();
    screenEdge.uninstall();
  });
  return {
    get screenEdge() {
      return screenEdge;
    },
    async mountOver(html, shellProps, serverState) {
      container.innerHTML = html;
      const props = {
        ...shellProps,
        serverState,
        name: 'parcel-under-test',
        domElement: container,
      } as unknown as Props & FakeRemoteProps;
      await act(async () => lifecycles.bootstrap(props));
      await throughLifecycle(() => lifecycles.mount(props));
      mounted = props;
      return props;
    },
  };
}
