/**
 * The shop the measurements load: built when stale (unless `--no-build` or PERF_NO_BUILD=1), deployed
 * to a folder of its own and served on ports of its own, so it runs beside `npm start` and the e2e
 * shop. PERF_EDGE_PORT (3600), PERF_CDN_PORT (3700), PERF_API_PORT (4600) and PERF_LOCAL_DIR
 * (.local/perf) override them. The api and the cdn + edge run as child processes, each stopped at
 * the end, on failure and on Ctrl-C; their output goes to <local dir>/shop.log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, REPO_ROOT, appDir, loadConfig, type PlatformConfig } from '../config';
import { buildApp } from '../build';
import { deployRemote } from '../deploy-remote';
import { SHUTDOWN_DEADLINE_MS } from '../graceful-shutdown';
import { registryStoreFor, withRegistryStore } from '../registry-store';
import { firstBookableNightHash, type MeasuredPage } from './performance-budgets';

/** The first start of a fresh folder generates the catalogue first. */
const START_TIMEOUT_MS = 180_000;
/** Time a child has to exit after SIGTERM before it gets SIGKILL: past the edge's own stop deadline. */
const STOP_TIMEOUT_MS = SHUTDOWN_DEADLINE_MS + 1_000;
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

function port(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

/** Apart from `npm start` (3000/3100/4000) and the e2e shop (3400/3500/4400). */
export const MEASURED_SHOP_PORTS = {
  edge: port('PERF_EDGE_PORT', 3600),
  cdn: port('PERF_CDN_PORT', 3700),
  api: port('PERF_API_PORT', 4600),
} as const;
export const MEASURED_SHOP_LOCAL_DIR = process.env.PERF_LOCAL_DIR ?? '.local/perf';

/** `--no-build` or PERF_NO_BUILD=1: measure what was deployed last time, for quick reruns. */
export function buildRequested(argv: readonly string[] = process.argv): boolean {
  return !argv.includes('--no-build') && process.env.PERF_NO_BUILD !== '1';
}

function measuredShopEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    EDGE_PORT: String(MEASURED_SHOP_PORTS.edge),
    CDN_PORT: String(MEASURED_SHOP_PORTS.cdn),
    API_PORT: String(MEASURED_SHOP_PORTS.api),
    ESCAPADE_LOCAL_DIR: MEASURED_SHOP_LOCAL_DIR,
  };
  // Set for `npm start`, these would point the measured shop at the other shop's data or cdn, and
  // a shared database's registry at the measured shop's cdn.
  delete env.ESCAPADE_DATA_DIR;
  delete env.CDN_ORIGIN;
  delete env.DATABASE_URL;
  return env;
}

/** The platform settings loadConfig gives under the measured shop's environment. */
function configUnder(env: NodeJS.ProcessEnv): PlatformConfig {
  const own = process.env;
  process.env = env;
  try {
    return loadConfig();
  } finally {
    process.env = own;
  }
}

async function assertDeployed(config: PlatformConfig): Promise<void> {
  const registry = await withRegistryStore(config, (store) => store.read());
  const missing = REMOTE_NAMES.filter((remote) => !registry.remotes[remote]);
  if (!fs.existsSync(path.join(appDir('shell'), 'dist', 'index.html')) || missing.length > 0) {
    throw new Error(`Nothing to measure in ${config.localDir} yet: run once without --no-build`);
  }
}

interface Child {
  name: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, logFd: number): Child {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return { name, process: child, stop };
}

async function waitForAnswer(url: string, children: readonly Child[], logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const dead = children.find((child) => child.process.exitCode !== null || child.process.signalCode !== null);
    if (dead) throw new Error(`The measured shop's ${dead.name} stopped while starting (see ${logFile})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000} s (see ${logFile})`);
}

export interface MeasuredShop {
  /** The fr_FR shop, e.g. http://localhost:3600 */
  origin: string;
  config: PlatformConfig;
  stop(): Promise<void>;
}

export async function startMeasuredShop(options: { build: boolean }): Promise<MeasuredShop> {
  const env = measuredShopEnv();
  const config = configUnder(env);
  if (options.build) {
    console.log('Measured shop: building what is stale');
    buildApp('shell');
    const registry = registryStoreFor(config);
    try {
      for (const remote of REMOTE_NAMES)
        console.log(`  ${remote}: live as ${await deployRemote(remote, config, { registry })}`);
    } finally {
      await registry.close();
    }
  } else {
    await assertDeployed(config);
    console.log(`Measured shop: no build, serving what ${config.localDir} holds`);
  }

  fs.mkdirSync(config.localDir, { recursive: true });
  const logFile = path.join(config.localDir, 'shop.log');
  const logFd = fs.openSync(logFile, 'w');
  const apiEnv = { ...env, API_HOST: config.host, ESCAPADE_DATA_DIR: config.dataDir };
  const api = startChild('api', [path.join(REPO_ROOT, 'api/src/server.ts')], apiEnv, logFd);
  const edge = startChild('cdn and edge', [path.join(__dirname, 'serve-deployed-shop.ts')], env, logFd);
  const children = [api, edge];
  // Ctrl-C and kill stop the shop first; process.exit without a stop still takes the children down.
  const killLeftovers = () => children.forEach((child) => child.process.kill('SIGKILL'));
  process.once('exit', killLeftovers);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    // The edge first: the pages it is finishing read the api.
    (stopping ??= edge
      .stop()
      .then(() => api.stop())
      .then(() => {
        process.removeListener('exit', killLeftovers);
        process.removeListener('SIGINT', interrupt);
        process.removeListener('SIGTERM', interrupt);
        fs.closeSync(logFd);
      }));
  const interrupt = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  const origin = `http://localhost:${config.edgePort}`;
  try {
    console.log(`Measured shop: starting api, cdn and edge (${origin}, log in ${logFile})`);
    await waitForAnswer(`${config.apiOrigin}/health`, children, logFile);
    await waitForAnswer(`${origin}/registry.json`, children, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, config, stop };
}

/**
 * Starts the shop, hands it to `work` with the pages to measure, and stops it afterwards, whatever
 * happens. Each measured page is loaded once first: a missing catalogue entry fails here, not as a
 * poor score; a page of a stay's night is given the first night the shop sells.
 */
export async function withMeasuredShop<T>(
  pages: readonly MeasuredPage[],
  work: (shop: MeasuredShop, pages: readonly MeasuredPage[]) => Promise<T>,
): Promise<T> {
  const shop = await startMeasuredShop({ build: buildRequested() });
  try {
    await checkPagesExist(shop, pages);
    return await work(shop, await Promise.all(pages.map((page) => onBookableNight(shop, page))));
  } finally {
    await shop.stop();
  }
}

/** The page on the first night of its stay that the api quotes as bookable for two. */
async function onBookableNight(shop: MeasuredShop, page: MeasuredPage): Promise<MeasuredPage> {
  if (page.bookedStayId === undefined) return page;
  const stayId = page.bookedStayId;
  const hash = await firstBookableNightHash(async (checkin) => {
    const response = await fetch(`${shop.origin}/product/${stayId}/quote?locale=fr_FR&checkin=${checkin}&nights=1`);
    return response.ok && ((await response.json()) as { bookable?: unknown }).bookable === true;
  });
  if (!hash) throw new Error(`The ${page.name} page cannot be measured: stay ${stayId} has no night on sale`);
  return { ...page, path: `${page.path.split('#')[0]}#${hash}` };
}

async function checkPagesExist(shop: MeasuredShop, pages: readonly MeasuredPage[]): Promise<void> {
  for (const page of pages) {
    for (const check of [page.catalogueCheck, page.path.split('#')[0]]) {
      if (!check) continue;
      const response = await fetch(`${shop.origin}${check}`);
      if (!response.ok) {
        throw new Error(`The ${page.name} page cannot be measured: ${check} answered ${response.status}`);
      }
    }
  }
}
