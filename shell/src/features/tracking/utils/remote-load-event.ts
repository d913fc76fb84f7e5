import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import type { OutletTiming } from '../../composition/state/outlet-timings';

/** The browser's timing of the files it fetched, as Resource Timing gives them. */
export type ResourceTiming = Pick<PerformanceResourceTiming, 'name' | 'startTime' | 'responseEnd' | 'duration'>;

const rounded = (ms: number) => Math.max(0, Math.round(ms));

/**
 * The `remote_load` event of an outlet that mounted or failed: its remote and version, how it was
 * rendered, and its times: the manifest's fetch, its scripts (from the first one's start to the
 * last one's end, as the browser fetched them from the remote's folder), its code being ready, its
 * mount, and the server's render when there was one.
 */
export function remoteLoadEvent(timing: OutletTiming, resources: readonly ResourceTiming[]): TrackingEvent {
  const params: Record<string, string | number | boolean> = {
    remote: timing.remote,
    outlet: timing.name,
    version: timing.version ?? 'unknown',
    rendering: timing.rendering,
    failed: timing.status === 'failed',
  };
  if (timing.loadMs !== null) params.load_ms = rounded(timing.loadMs);
  if (timing.mountMs !== null) params.mount_ms = rounded(timing.mountMs);
  if (timing.loadMs !== null && timing.mountMs !== null) params.total_ms = rounded(timing.loadMs + timing.mountMs);
  if (timing.serverRenderMs !== null) params.render_ms = rounded(timing.serverRenderMs);
  if (timing.manifestUrl) {
    const folder = timing.manifestUrl.slice(0, timing.manifestUrl.lastIndexOf('/') + 1);
    const manifest = resources.find((entry) => entry.name === timing.manifestUrl);
    if (manifest) params.manifest_ms = rounded(manifest.duration);
    const scripts = resources.filter((entry) => entry.name.startsWith(folder) && /\.js(\?|$)/.test(entry.name));
    if (scripts.length > 0)
      params.script_ms = rounded(
        Math.max(...scripts.map((entry) => entry.responseEnd)) - Math.min(...scripts.map((entry) => entry.startTime)),
      );
  }
  return { name: 'remote_load', params };
}
