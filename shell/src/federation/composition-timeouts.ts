/**
 * Time limits of remote loading. A remote that is slow or hangs must never hold the page: past
 * these limits it shows the "unavailable, retry" panel. The values are the shop's own choice.
 */

/** mf-manifest.json fetch (the runtime has no timeout of its own: a hung cdn would block over a minute). */
export const MANIFEST_TIMEOUT_MS = 5_000;

/** remoteEntry.js and chunk <script> loading (runtime default: 20 s). */
export const SCRIPT_TIMEOUT_MS = 15_000;

/**
 * One deadline for the whole load of a remote in an outlet: manifest, entry, chunks, the automatic
 * retry and the mount. Past it the panel shows, however the time was spent (webpack's own chunk
 * timeout is 2 minutes).
 */
export const MODULE_LOAD_TIMEOUT_MS = 20_000;

/** single-spa bootstrap + mount of one parcel (within MODULE_LOAD_TIMEOUT_MS as well); also how long an update or unmount is waited for. */
export const MOUNT_TIMEOUT_MS = 10_000;

/** Pause before the one automatic retry of a failed load. */
export const LOAD_RETRY_DELAY_MS = 400;
