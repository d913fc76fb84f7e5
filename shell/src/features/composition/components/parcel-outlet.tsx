import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type LifeCycles, type ParcelConfig } from 'single-spa';
import { MOUNT_TIMEOUT_MS } from '../../../federation/composition-timeouts';
import { beforeDeadline, startLoadDeadline, type ParcelLoadOptions } from '../utils/load-remote-module';
import { yieldToBrowser } from '../../../utils/yield-to-browser';
import { measureOutletStep, recordOutletTiming, type OutletTiming } from '../state/outlet-timings';
import { PartlyLoadedNotice } from './partly-loaded-notice';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import styles from './parcel-outlet.module.css';

type Parcel = ReturnType<typeof mountRootParcel>;
/** 'server': the server's markup is shown and the remote is on its way to take it over (hydrate). */
type Status = 'loading' | 'server' | 'mounted' | 'failed';

/** One try at loading and mounting the remote. */
interface Attempt {
  /** 0 for the first; each Retry counts one more and starts a new load. */
  count: number;
  /** Keys the mount point: a new element whenever the last one may hold what a failed try left. */
  element: number;
  /** The try starts from the server's markup, in place (the first, and a Retry after a load that failed over it). */
  fromServerMarkup: boolean;
}

/**
 * Where the server's markup stands after a failed try: gone (or never there), still as the server
 * sent it (the remote's code never ran), or handed to the remote's code, which may have changed it.
 */
type MarkupAfterFailure = 'none' | 'untouched' | 'handedOver';

/** A page the server rendered: its markup and the props it rendered with (route, flags, query cache). */
export interface ServerMarkup {
  html: string;
  props: object;
  /** How long the server's render took. */
  renderMs?: number;
}

export interface ParcelOutletProps {
  /** Names the parcel and the source of reported errors, e.g. 'mfe-search'. */
  name: string;
  /** The remote and deployed version loaded here (shown by the boundary overlay); the remote defaults to `name`. */
  remote?: string;
  version?: string | null;
  manifestUrl?: string | null;
  /** The page's first remote, which the server should have rendered: drawn here, it is a fallback. */
  serverRenderExpected?: boolean;
  /** Resolves the lifecycles; the signal is the load's deadline, shared with the mount. */
  load(options: ParcelLoadOptions): Promise<LifeCycles>;
  /** Props handed to the parcel (single-spa adds domElement, name, mountParcel). */
  parcelProps: object;
  reportError(error: unknown, source: string): void;
  /** A page reserves most of the viewport while loading; a widget a smaller block. */
  size: 'page' | 'widget';
  /** Called once the first attempt has mounted or failed. */
  onSettled?(): void;
  /**
   * The server's render of this outlet: shown at once, then hydrated by the first mount. When the
   * remote cannot be had it stays, below a notice with Retry, instead of the panel.
   */
  serverMarkup?: ServerMarkup | null;
  /** Shown instead of the retry panel when neither the remote nor server markup can be had (the 404 page's message). */
  fallback?: ReactNode;
}

let parcelCount = 0;

/** single-spa-react keys its React roots by parcel name: every parcel needs its own. */
function parcelConfig(name: string, lifecycles: LifeCycles): ParcelConfig {
  parcelCount += 1;
  const dieAfter = { millis: MOUNT_TIMEOUT_MS, dieOnTimeout: true, warningMillis: MOUNT_TIMEOUT_MS / 2 };
  const waitOut = { millis: MOUNT_TIMEOUT_MS, dieOnTimeout: false, warningMillis: MOUNT_TIMEOUT_MS / 2 };
  // `timeouts` is read by single-spa but missing from its typings.
  return {
    ...lifecycles,
    name: `${name}#${parcelCount}`,
    timeouts: { bootstrap: dieAfter, mount: dieAfter, unmount: waitOut, update: waitOut },
  } as ParcelConfig;
}

/** Unmounts a parcel once whatever it is doing has settled; a broken parcel is just dropped. */
function releaseParcel(parcel: Parcel, pending: Promise<unknown>, report: (error: unknown) => void): void {
  void Promise.allSettled([parcel.mountPromise, pending]).then(async () => {
    if (parcel.getStatus() !== 'MOUNTED') return;
    try {
      await parcel.unmount();
    } catch (error) {
      report(error);
    }
  });
}

/**
 * Loads single-spa lifecycles and mounts them as a root parcel into a div it owns. Shows a
 * skeleton while loading and the unavailable panel (with Retry) when loading or mounting fails or
 * outlasts MODULE_LOAD_TIMEOUT_MS, one deadline for the load, its retry and the mount together;
 * passes new props to the mounted parcel with `update`; unmounts on leave. A page the server
 * rendered keeps its markup when the remote fails: it stays readable, and a notice above it offers
 * the Retry.
 */
export function ParcelOutlet({
  name,
  remote = name,
  version = null,
  manifestUrl = null,
  serverRenderExpected = false,
  load,
  parcelProps,
  reportError,
  size,
  onSettled,
  serverMarkup,
  fallback,
}: ParcelOutletProps) {
  const { t } = useTranslation();
  // Read once: the markup belongs to the first mount, and to the Retries while it stays on screen.
  const [serverRender] = useState(() => serverMarkup ?? null);
  const [attempt, setAttempt] = useState<Attempt>(() => ({
    count: 0,
    element: 0,
    fromServerMarkup: serverRender !== null,
  }));
  const [status, setStatus] = useState<Status>(serverRender ? 'server' : 'loading');
  const [markupAfterFailure, setMarkupAfterFailure] = useState<MarkupAfterFailure>('none');
  // The props of the page the server's markup shows: once the shopper has moved to another page of
  // this remote (same outlet, new props), that markup would show the wrong page.
  const [serverPageProps] = useState(parcelProps);
  const outletRef = useRef<HTMLDivElement>(null);
  const mountPointRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const appliedPropsRef = useRef<object | null>(null);
  const updatesRef = useRef<Promise<unknown>>(Promise.resolve());
  const settledRef = useRef(false);
  const latest = useRef({ load, parcelProps, reportError, onSettled });
  useLayoutEffect(() => {
    latest.current = { load, parcelProps, reportError, onSettled };
  });

  useEffect(() => {
    const domElement = mountPointRef.current;
    if (!domElement) return undefined;
    let active = true;
    let parcel: Parcel | null = null;
    const report = (error: unknown) => latest.current.reportError(error, name);
    const deadline = startLoadDeadline(name);
    // The server's markup stays on screen while the remote loads; it mounts with the props the
    // server rendered with (so the markup matches), then gets the page's own props as an update.
    const hydrating = attempt.fromServerMarkup && serverRender !== null && domElement.hasChildNodes();
    // The remote's code has run over the markup: from then on it may no longer be the server's.
    let handedOver = false;
    setStatus(hydrating ? 'server' : 'loading');
    const started = performance.now();
    let loaded: number | null = null;
    const record = (status: OutletTiming['status']) => {
      const now = performance.now();
      recordOutletTiming(outletRef.current, {
        name,
        remote,
        version,
        manifestUrl,
        rendering: hydrating ? 'server' : serverRenderExpected ? 'fallback' : 'browser',
        serverRenderMs: hydrating ? (serverRender.renderMs ?? null) : null,
        status,
        loadMs: loaded === null ? null : loaded - started,
        mountMs: loaded === null || status === 'loading' ? null : now - loaded,
      });
      if (status === 'mounted' && loaded !== null) {
        measureOutletStep(name, 'load', started, loaded);
        measureOutletStep(name, 'mount', loaded, now);
      }
    };
    record('loading');
    void (async () => {
      try {
        // Retry comes after a failure: the next load must not reuse what failed.
        const lifecycles = await latest.current.load({ signal: deadline.signal, afresh: attempt.count > 0 });
        loaded = performance.now();
        // Running the remote's code and drawing it are two tasks, not one long one.
        await yieldToBrowser();
        if (!active) return;
        const props = hydrating ? { ...latest.current.parcelProps, ...serverRender.props } : latest.current.parcelProps;
        handedOver = hydrating;
        parcel = mountRootParcel(parcelConfig(name, lifecycles), { ...props, domElement });
        await beforeDeadline(parcel.mountPromise, deadline.signal);
        if (!active) return;
        parcelRef.current = parcel;
        appliedPropsRef.current = props;
        record('mounted');
        setStatus('mounted');
      } catch (error) {
        if (!active) return;
        record('failed');
        report(error);
        // Markup the shopper can read beats a panel: it stays as long as there is some left.
        const markupLeft = hydrating && domElement.hasChildNodes();
        setMarkupAfterFailure(markupLeft ? (handedOver ? 'handedOver' : 'untouched') : 'none');
        setStatus('failed');
      } finally {
        deadline.clear();
        if (active && !settledRef.current) {
          settledRef.current = true;
          latest.current.onSettled?.();
        }
      }
    })();
    return () => {
      active = false;
      deadline.stop();
      parcelRef.current = null;
      appliedPropsRef.current = null;
      if (parcel) releaseParcel(parcel, updatesRef.current, report);
    };
  }, [attempt, name, remote, version, manifestUrl, serverRenderExpected, serverRender]);

  // New route, locale or flow: hand the props to the mounted parcel, one update at a time
  // (single-spa refuses an update while another one runs).
  useEffect(() => {
    if (status !== 'mounted' || appliedPropsRef.current === parcelProps) return;
    updatesRef.current = updatesRef.current
      .then(async () => {
        const parcel = parcelRef.current;
        const domElement = mountPointRef.current;
        const props = latest.current.parcelProps;
        if (!parcel?.update || !domElement || appliedPropsRef.current === props) return;
        appliedPropsRef.current = props;
        await parcel.update({ ...props, domElement });
      })
      .catch((error: unknown) => latest.current.reportError(error, name));
  }, [status, parcelProps, name]);

  // The notice stays through the Retries over the markup, until the remote has mounted.
  const keepsMarkup = markupAfterFailure !== 'none' && status !== 'mounted' && parcelProps === serverPageProps;
  const showsPanel = status === 'failed' && !keepsMarkup;
  const retry = () =>
    setAttempt((previous) => ({
      count: previous.count + 1,
      // Only an element no remote code has touched is tried again as it is: a failed mount may have
      // changed it, or may still finish into it, so that try gets a fresh copy of the server's markup.
      element: keepsMarkup && markupAfterFailure === 'untouched' ? previous.element : previous.element + 1,
      fromServerMarkup: keepsMarkup,
    }));

  return (
    <div
      ref={outletRef}
      className={styles.outlet}
      aria-busy={status === 'loading'}
      data-remote={name}
      data-status={status}
    >
      {keepsMarkup ? <PartlyLoadedNotice onRetry={retry} retrying={status === 'server'} /> : null}
      {status === 'loading' ? (
        <div className={`${styles.skeleton} ${styles[size]}`}>
          <VisuallyHidden elementType="span" role="status">
            {t('outlet.loading')}
          </VisuallyHidden>
        </div>
      ) : null}
      {showsPanel ? (fallback ?? <RemoteUnavailablePanel onRetry={retry} />) : null}
      {/* A fresh element per attempt (untouched server markup aside): a late mount never draws into the next. */}
      <div
        key={attempt.element}
        ref={mountPointRef}
        className={styles.mountPoint}
        hidden={showsPanel}
        data-mount-point=""
        // The server's markup, as the server sent it: React leaves it to the remote's own root.
        {...(attempt.fromServerMarkup && serverRender
          ? { dangerouslySetInnerHTML: { __html: serverRender.html } }
          : {})}
      />
    </div>
  );
}
