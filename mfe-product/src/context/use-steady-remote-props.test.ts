import { renderHook } from '@testing-library/react';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { fakeRemoteProps } from '../../../platform/test-kit/fake-remote-props';
import { useSteadyRemoteProps } from './use-steady-remote-props';

function rendered(first: RemoteProps) {
  return renderHook((props: RemoteProps) => useSteadyRemoteProps(props), { initialProps: first });
}

it('keeps the props it has when the shell sends the same values in new objects', () => {
  const first = fakeRemoteProps({ route: { kind: 'stay', id: '12' } });
  const { result, rerender } = rendered(first);

  rerender({ ...first, flags: { ...first.flags }, route: { ...first.route }, hrefFor: jest.fn() });

  expect(result.current).toBe(first);
});

it('takes new props when they show another page', () => {
  const first = fakeRemoteProps({ route: { kind: 'stay', id: '12' } });
  const { result, rerender } = rendered(first);

  const withDates = { ...first, route: { ...first.route, hash: 'checkin=2027-03-12' } };
  rerender(withDates);
  expect(result.current).toBe(withDates);

  const withFlags = { ...withDates, flags: { ...withDates.flags, instalments: !withDates.flags.instalments } };
  rerender(withFlags);
  expect(result.current).toBe(withFlags);
});

it("keeps the props it has when an update no longer carries the server's state", () => {
  const first = { ...fakeRemoteProps({ route: { kind: 'stay', id: '12' } }), serverState: { queries: [] } };
  const { result, rerender } = rendered(first);

  rerender({ ...first, serverState: undefined });

  expect(result.current).toBe(first);
});
