import { useEffect } from 'react';
import { useShellEnvironment } from '../../../context/shell-environment';
import { outletTimings, subscribeToOutletTimings, type OutletTiming } from '../../composition/state/outlet-timings';
import { remoteLoadEvent, type ResourceTiming } from '../utils/remote-load-event';
import { isRemoteLoadSampled } from '../utils/remote-load-sampling';

function resourceTimings(): ResourceTiming[] {
  try {
    return performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  } catch {
    return [];
  }
}

/**
 * In a sampled browser session, reports how each remote came onto the page (`remote_load`, through
 * the analytics transport) once its outlet has mounted or failed: the teams' figures per remote
 * and locale (`npm run report`).
 */
export function RemoteLoadReporter() {
  const { bus } = useShellEnvironment();
  useEffect(() => {
    if (!isRemoteLoadSampled()) return undefined;
    const reported = new WeakSet<OutletTiming>();
    const reportSettled = () => {
      for (const { timing } of outletTimings()) {
        if (timing.status === 'loading' || reported.has(timing)) continue;
        reported.add(timing);
        bus.emit('tracking:event', remoteLoadEvent(timing, resourceTimings()));
      }
    };
    reportSettled();
    return subscribeToOutletTimings(reportSettled);
  }, [bus]);
  return null;
}
