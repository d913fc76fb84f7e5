/**
 * Where a page's Total Blocking Time comes from: each long task of a Lighthouse run (its
 * `long-tasks` audit, on the throttled phone) is charged to whoever started it — the shell's or a
 * remote's script, the page itself (its HTML and inline scripts), or the browser's own work that no
 * script started (style, layout, paint). A team then sees its remote's share of the page's blocking
 * time beside the others', run after run, on the same calibrated phone.
 *
 * A task is charged to the script at the top of its stack: a remote's code that the shell's start-up
 * calls runs in a task charged to the shell. The split is a guide to where to look, not an invoice.
 */
import { appOfScript } from './page-javascript';
import { isRecord, type LighthouseResultLike } from './lighthouse-metrics';

/** The part of a task beyond this many ms blocks input: how Total Blocking Time counts it. */
export const LONG_TASK_THRESHOLD_MS = 50;

/** Tasks Lighthouse could tie to no script. */
export const BROWSER_OWNER = 'browser (style, layout, paint)';

/** The page's own document: parsing its HTML and running its inline scripts. */
export const PAGE_OWNER = 'page (HTML, inline scripts)';

export interface BlockingShare {
  owner: string;
  /** The sum, over its long tasks in the blocking window, of each task's time beyond LONG_TASK_THRESHOLD_MS. */
  blockingMs: number;
  longTasks: number;
}

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

function longTasksOf(lhr: LighthouseResultLike): LongTask[] {
  const details = lhr.audits['long-tasks']?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(
    (item): item is LongTask =>
      isRecord(item) &&
      typeof item.url === 'string' &&
      typeof item.startTime === 'number' &&
      typeof item.duration === 'number',
  );
}

function ownerOf(taskUrl: string, page: URL): string {
  let url: URL;
  try {
    url = new URL(taskUrl);
  } catch {
    return BROWSER_OWNER;
  }
  if (url.origin === page.origin && url.pathname === page.pathname) return PAGE_OWNER;
  return appOfScript(taskUrl);
}

/**
 * The blocking time of the run per owner, largest first. Counts the tasks Total Blocking Time counts:
 * from the first contentful paint to the page's time to interactive (the whole run when a figure is
 * missing).
 */
export function blockingTimeByOwner(lhr: LighthouseResultLike, pageUrl: string): BlockingShare[] {
  const from = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const until = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  const page = new URL(pageUrl);
  const shares = new Map<string, BlockingShare>();
  for (const task of longTasksOf(lhr)) {
    const blocking = task.duration - LONG_TASK_THRESHOLD_MS;
    if (blocking <= 0 || task.startTime < from || task.startTime >= until) continue;
    const owner = ownerOf(task.url, page);
    const share = shares.get(owner) ?? { owner, blockingMs: 0, longTasks: 0 };
    share.blockingMs += blocking;
    share.longTasks += 1;
    shares.set(owner, share);
  }
  return [...shares.values()].sort((a, b) => b.blockingMs - a.blockingMs || a.owner.localeCompare(b.owner));
}

/** "shell 310 ms (4 tasks), mfe-search 95 ms (1 task)", or a sentence when nothing blocked. */
export function describeBlockingTime(shares: readonly BlockingShare[]): string {
  if (shares.length === 0) return 'no long task after the first paint';
  return shares
    .map(
      (share) =>
        `${share.owner} ${Math.round(share.blockingMs)} ms (${share.longTasks} ${share.longTasks === 1 ? 'task' : 'tasks'})`,
    )
    .join(', ');
}
