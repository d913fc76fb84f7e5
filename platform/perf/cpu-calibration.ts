/**
 * One mid-range phone on every machine. Lighthouse's mobile preset slows the CPU four times whatever
 * the host: on a fast desktop that is a fast phone, on a busy CI box a slow one, and the figures of
 * two machines cannot be compared. Lighthouse's own benchmark index (a short GC-heavy and a copy
 * loop, run in the browser) says how fast the host is; the slowdown is that index over the index of
 * the phone the shop is built for, so every host emulates the same phone.
 */
import type { Browser } from 'playwright-core';
import { median } from './median';

/**
 * The benchmark index of the phone the measurements emulate: a mid-range Android phone of the
 * shop's visitors (Lighthouse rates a Moto G4 about 125, a Moto G Power about 375–400).
 */
export const TARGET_PHONE_BENCHMARK_INDEX = 375;

/** Readings of the host's index; their median is kept (one reading swings with what else runs). */
export const BENCHMARK_READINGS = 5;

/** A host slower than the target phone is not sped up: its figures are then worse than a phone's, never better. */
export const MIN_CPU_SLOWDOWN = 1;

/** The CPU slowdown that makes a host of this benchmark index as fast as the target phone. */
export function cpuSlowdownFor(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) {
    throw new Error(`not a benchmark index: ${hostBenchmarkIndex}`);
  }
  return Math.max(MIN_CPU_SLOWDOWN, Math.round((hostBenchmarkIndex / TARGET_PHONE_BENCHMARK_INDEX) * 100) / 100);
}

export interface CpuCalibration {
  /** The host's benchmark index, the median of the readings. */
  benchmarkIndex: number;
  readings: number[];
  /** For Lighthouse's `throttling.cpuSlowdownMultiplier` and the DevTools protocol's `Emulation.setCPUThrottlingRate`. */
  cpuSlowdownMultiplier: number;
}

/** The function Lighthouse itself runs in the page to rate the machine (its page-functions module). */
async function lighthouseBenchmark(): Promise<() => number> {
  // An ES module only, loaded at run time from this CommonJS script.
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  return pageFunctions.computeBenchmarkIndex;
}

/**
 * Rates the host as Lighthouse does before each page it measures: once in a fresh tab, unthrottled
 * (a second run in the same tab comes out up to twice as high, its code warmed up).
 */
export async function calibrateCpu(browser: Browser, readings = BENCHMARK_READINGS): Promise<CpuCalibration> {
  const benchmark = await lighthouseBenchmark();
  const values: number[] = [];
  for (let reading = 0; reading < readings; reading += 1) {
    const page = await browser.newPage();
    try {
      values.push(await page.evaluate(benchmark));
    } finally {
      await page.close();
    }
  }
  return calibrationOf(values);
}

/** The host's index as the median of its readings, and the slowdown it calls for. */
export function calibrationOf(readings: readonly number[]): CpuCalibration {
  const benchmarkIndex = median(readings);
  return { benchmarkIndex, readings: [...readings], cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex) };
}

/** What a Lighthouse run's settings hold of its throttling (its `resolvedConfig.settings`). */
interface ThrottledSettings {
  throttling: { cpuSlowdownMultiplier?: number };
}

/**
 * Sets the CPU slowdown a recorded Lighthouse load is analysed with from the host's speed around
 * that load: the median of ratings taken just before it, Lighthouse's own (in its tab, just before
 * the load) and just after it. A host whose speed changes within a session (another job on the
 * machine, a shared virtual machine) still emulates the same phone in every run: with one slowdown
 * for the whole session, the same page's blocking time ranged from 110 to 500 ms as the host's
 * index went from 1,500 to 2,650. Several ratings, because one swings by half from one second to
 * the next on such a host. Returns the calibration set.
 */
export function slowToTargetPhone(
  settings: ThrottledSettings,
  readingsAroundTheRun: readonly number[],
): CpuCalibration {
  const calibration = calibrationOf(readingsAroundTheRun);
  settings.throttling.cpuSlowdownMultiplier = calibration.cpuSlowdownMultiplier;
  return calibration;
}

export function describeCalibration(calibration: CpuCalibration): string {
  return (
    `host benchmark index ${Math.round(calibration.benchmarkIndex)} ` +
    `(readings ${calibration.readings.map((value) => Math.round(value)).join(', ')}), ` +
    `CPU slowed ${calibration.cpuSlowdownMultiplier}x to a phone of index ${TARGET_PHONE_BENCHMARK_INDEX}`
  );
}
