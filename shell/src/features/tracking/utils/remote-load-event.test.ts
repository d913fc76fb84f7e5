import type { OutletTiming } from '../../composition/state/outlet-timings';
import { remoteLoadEvent } from './remote-load-event';
import { REMOTE_LOAD_SAMPLED_KEY, isRemoteLoadSampled } from './remote-load-sampling';

const BASE = 'http://cdn.test/mfe-content/1.0.0-abc/';
const timing: OutletTiming = {
  name: 'mfe-content',
  remote: 'mfe-content',
  version: '1.0.0-abc',
  manifestUrl: `${BASE}mf-manifest.json`,
  rendering: 'server',
  serverRenderMs: 84.2,
  status: 'mounted',
  loadMs: 120.4,
  mountMs: 30.2,
};

describe('remoteLoadEvent', () => {
  it('gives the remote, its rendering and its times, its files read from the browser’s resource timings', () => {
    const event = remoteLoadEvent(timing, [
      { name: `${BASE}mf-manifest.json`, startTime: 100, responseEnd: 140, duration: 40 },
      { name: `${BASE}remoteEntry.js`, startTime: 150, responseEnd: 190, duration: 40 },
      { name: `${BASE}__federation_expose_app.1234.js`, startTime: 160, responseEnd: 260, duration: 100 },
      { name: `${BASE}app.1234.css`, startTime: 150, responseEnd: 400, duration: 250 },
      { name: 'http://cdn.test/mfe-search/1.0.0-def/remoteEntry.js', startTime: 0, responseEnd: 900, duration: 900 },
    ]);
    expect(event).toEqual({
      name: 'remote_load',
      params: {
        remote: 'mfe-content',
        outlet: 'mfe-content',
        version: '1.0.0-abc',
        rendering: 'server',
        failed: false,
        load_ms: 120,
        mount_ms: 30,
        total_ms: 151,
        render_ms: 84,
        manifest_ms: 40,
        script_ms: 110,
      },
    });
  });

  it('reports a failure with what it has', () => {
    const event = remoteLoadEvent(
      { ...timing, status: 'failed', loadMs: null, mountMs: null, rendering: 'fallback', serverRenderMs: null },
      [],
    );
    expect(event.params).toEqual({
      remote: 'mfe-content',
      outlet: 'mfe-content',
      version: '1.0.0-abc',
      rendering: 'fallback',
      failed: true,
    });
  });
});

describe('isRemoteLoadSampled', () => {
  beforeEach(() => sessionStorage.clear());

  it('decides once per tab session, at the sample rate', () => {
    expect(isRemoteLoadSampled(sessionStorage, () => 0.05)).toBe(true);
    expect(isRemoteLoadSampled(sessionStorage, () => 0.99)).toBe(true);
    sessionStorage.clear();
    expect(isRemoteLoadSampled(sessionStorage, () => 0.5)).toBe(false);
    expect(sessionStorage.getItem(REMOTE_LOAD_SAMPLED_KEY)).toBe('0');
  });

  it('reports for a session QA marked', () => {
    sessionStorage.setItem(REMOTE_LOAD_SAMPLED_KEY, '1');
    expect(isRemoteLoadSampled(sessionStorage, () => 0.99)).toBe(true);
  });
});
