import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createEventBus } from '@escapade/shared-contracts/event-bus';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { createFakeRemote } from '../../../test/fake-remote';
import { renderShell } from '../../../test/render-shell';
import { REMOTE_LOAD_SAMPLED_KEY } from '../utils/remote-load-sampling';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

function trackedEvents() {
  const bus = createEventBus();
  const events: TrackingEvent[] = [];
  bus.on('tracking:event', (event) => events.push(event));
  return { bus, events };
}

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(loadRemote).mockResolvedValue(createFakeRemote('Search').lifecycles);
});

describe('RemoteLoadReporter', () => {
  it('reports how the page’s remote came, once it has mounted, in a sampled session', async () => {
    sessionStorage.setItem(REMOTE_LOAD_SAMPLED_KEY, '1');
    const { bus, events } = trackedEvents();
    renderShell('/recherche', { bus });
    await screen.findByRole('heading', { name: 'Search: search' });
    await waitFor(() => expect(events.filter((event) => event.name === 'remote_load')).toHaveLength(1));
    expect(events.find((event) => event.name === 'remote_load')!.params).toMatchObject({
      remote: 'mfe-search',
      version: '1.0.0',
      // The page's first remote, with no markup from the server.
      rendering: 'fallback',
      failed: false,
      total_ms: expect.any(Number),
    });
  });

  it('reports nothing in a session that is not sampled', async () => {
    sessionStorage.setItem(REMOTE_LOAD_SAMPLED_KEY, '0');
    const { bus, events } = trackedEvents();
    renderShell('/recherche', { bus });
    await screen.findByRole('heading', { name: 'Search: search' });
    expect(events.some((event) => event.name === 'remote_load')).toBe(false);
  });
});
