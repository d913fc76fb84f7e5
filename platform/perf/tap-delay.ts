/**
 * How long a key tap keeps the shopper waiting: from the tap to the next frame painted, as the
 * browser's Event Timing API reports it (the figure behind Interaction to Next Paint). Each tap is
 * made on a phone whose CPU is slowed as Lighthouse's is (cpu-calibration.ts), on a page that has
 * loaded and whose remote has taken over, as a shopper would tap it.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { PHONE_CONTEXT } from './chromium';
import { median } from './median';

/**
 * The Event Timing API reports no interaction shorter than this (its smallest threshold): a tap with
 * no entry answered within it.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

const READY_TIMEOUT_MS = 60_000;

export interface KeyTap {
  /** Named as the shopper would say it: "open the gallery". */
  name: string;
  /** Path on the edge (fr_FR shop). */
  path: string;
  /** The remote whose outlet must be mounted before the tap. */
  remote: string;
  /** The element tapped. */
  target(page: Page): Locator;
  /** What shows once the tap has been answered; waited for after the tap. */
  answered(page: Page): Locator;
}

/** The buffered event-timing entries of interactions, kept on the page from its very start. */
const RECORD_INTERACTIONS = `(() => {
  const kept = (window.__escapadeInteractions = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) kept.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: ${EVENT_TIMING_THRESHOLD_MS} });
})();`;

interface InteractionEntry {
  id: number;
  name: string;
  duration: number;
}

/** An interaction's delay is its longest event (pointerdown, pointerup, click), as INP counts it. */
export function interactionDelayMs(entries: readonly InteractionEntry[]): number {
  if (entries.length === 0) return EVENT_TIMING_THRESHOLD_MS;
  const byInteraction = new Map<number, number>();
  for (const entry of entries) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
  return Math.max(...byInteraction.values());
}

/** Two animation frames: the frame after the tap's work has been painted, so its entry is out. */
const afterNextPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );

/** One tap on a fresh page of a fresh context (an empty cache: a first visit). */
export async function measureTapOnce(
  browser: Browser,
  origin: string,
  tap: KeyTap,
  cpuSlowdownMultiplier: number,
): Promise<number> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_INTERACTIONS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
    await page.goto(`${origin}${tap.path}`, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    await page.waitForSelector(`[data-remote="${tap.remote}"][data-status="mounted"]`, { timeout: READY_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT_MS });
    const target = tap.target(page);
    await target.waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    await target.scrollIntoViewIfNeeded();
    // Anything the load itself counted (a scroll is no interaction, but be sure) is left out.
    const before = await page.evaluate(
      () => (window as unknown as { __escapadeInteractions: unknown[] }).__escapadeInteractions.length,
    );
    await target.tap();
    await tap.answered(page).first().waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    await afterNextPaint(page);
    const entries = await page.evaluate(
      (from) =>
        (window as unknown as { __escapadeInteractions: InteractionEntry[] }).__escapadeInteractions.slice(from),
      before,
    );
    return interactionDelayMs(entries);
  } finally {
    await context.close();
  }
}

export interface TapMeasurement {
  tap: KeyTap;
  runs: number[];
  medianMs: number;
}

export async function measureTap(
  browser: Browser,
  origin: string,
  tap: KeyTap,
  cpuSlowdownMultiplier: number,
  runs: number,
): Promise<TapMeasurement> {
  const delays: number[] = [];
  for (let run = 0; run < runs; run += 1)
    delays.push(await measureTapOnce(browser, origin, tap, cpuSlowdownMultiplier));
  return { tap, runs: delays, medianMs: median(delays) };
}
