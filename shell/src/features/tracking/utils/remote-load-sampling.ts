/**
 * Which browser sessions report how remotes load: a share of them, chosen once per tab session so
 * a session's pages all report or none do. QA (or a test) makes its own session report by storing
 * '1' under the key before the page loads.
 */
export const REMOTE_LOAD_SAMPLE_RATE = 0.1;
export const REMOTE_LOAD_SAMPLED_KEY = 'escapade.remoteLoadSampled';

export function isRemoteLoadSampled(
  storage: Storage | null = typeof sessionStorage === 'undefined' ? null : sessionStorage,
  random: () => number = Math.random,
): boolean {
  try {
    const kept = storage?.getItem(REMOTE_LOAD_SAMPLED_KEY);
    if (kept === '1' || kept === '0') return kept === '1';
    const sampled = random() < REMOTE_LOAD_SAMPLE_RATE;
    storage?.setItem(REMOTE_LOAD_SAMPLED_KEY, sampled ? '1' : '0');
    return sampled;
  } catch {
    // Storage refused (private mode): this page decides for itself.
    return random() < REMOTE_LOAD_SAMPLE_RATE;
  }
}
