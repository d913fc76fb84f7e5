import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';

export type MountedProps = RemoteProps & { domElement: HTMLElement; name: string };

/**
 * single-spa lifecycles standing in for a remote's `./app`: they write what they received into
 * their element and keep every call, so tests can see mounts, updates and unmounts.
 */
export function createFakeRemote(label = 'Remote page') {
  const calls = {
    mount: [] as MountedProps[],
    update: [] as MountedProps[],
    unmount: [] as MountedProps[],
  };
  const draw = (props: MountedProps) => {
    const id = props.route.id ? ` ${props.route.id}` : '';
    props.domElement.innerHTML = `<h1>${label}: ${props.route.kind}${id}</h1><p>flow ${props.flow}, hash ${props.route.hash || 'none'}</p>`;
  };
  const lifecycles = {
    bootstrap: async () => {},
    mount: async (props: MountedProps) => {
      calls.mount.push(props);
      draw(props);
    },
    update: async (props: MountedProps) => {
      calls.update.push(props);
      draw(props);
    },
    unmount: async (props: MountedProps) => {
      calls.unmount.push(props);
      props.domElement.innerHTML = '';
    },
  };
  return { lifecycles, calls, lastProps: () => calls.update.at(-1) ?? calls.mount.at(-1) };
}
