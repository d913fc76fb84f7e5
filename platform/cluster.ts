/**
 * `npm run cluster`: the production topology on one machine, to prove the shop runs as several
 * processes of each kind over shared state. It installs what is missing (Debian's postgresql and
 * haproxy), starts PostgreSQL with its data in `.local/cluster/`, applies the migrations (the
 * first api does, under the migrator's lock), builds and deploys the remotes to the cluster's cdn,
 * starts two apis and two edges, the cdn, and HAProxy on port 8080 in front of the edges (and on
 * 8081 in front of the apis, which the edges call), then prints the URLs and returns: the
 * processes run in the background. `npm run cluster -- stop` stops them all; `-- status` lists them;
 * `-- start --fresh` starts on an empty database (the journeys' tests do).
 *
 * Everything lives in `.local/cluster/` (PostgreSQL's data, the cdn, the catalogue, the logs, the
 * secrets generated on the first start), apart from `npm start`'s `.local/`: both can run at once.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, REPO_ROOT, loadConfig } from './config';
import { buildApp } from './build';
import { deployRemote } from './deploy-remote';
import { haproxyConfig } from './cluster-haproxy';
import { waitForAnswer } from './wait-for-answer';
import { postgresBinaries } from '../api/src/store/postgres-binaries';
import { clusterPostgres } from './cluster-postgres';
import { CLUSTER_DIR, CLUSTER_PORTS, clusterFile as file, clusterProcessesFile } from './cluster-layout';

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const SITE_DOMAIN = 'localhost';

import type { ClusterProcess } from './cluster-layout';

const PROCESSES_FILE = clusterProcessesFile();
const HAPROXY_PID_FILE = file('haproxy.pid');

function readProcesses(): ClusterProcess[] {
  return fs.existsSync(PROCESSES_FILE) ? (JSON.parse(fs.readFileSync(PROCESSES_FILE, 'utf8')) as ClusterProcess[]) : [];
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Debian's packages the cluster needs, installed when missing (as `.ci/run` installs Chromium). */
function installWhatIsMissing(): void {
  const missing = [
    ...(postgresBinaries() === null ? ['postgresql'] : []),
    ...(fs.existsSync('/usr/sbin/haproxy') ? [] : ['haproxy']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`the cluster needs ${missing.join(' and ')}: sudo apt-get install ${missing.join(' ')}`);
  console.log(`installing ${missing.join(', ')}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The cluster's secrets, made once and kept readable by their owner only: every api and edge shares them. */
function clusterSecrets(): Record<string, string> {
  const secretsFile = file('secrets.json');
  if (!fs.existsSync(secretsFile)) {
    const make = () => randomBytes(32).toString('base64url');
    const secrets = {
      CARE_TOKEN_SECRET: make(),
      CAPTCHA_HMAC_SECRET: make(),
      ESCAPADE_SERVER_BUNDLE_TOKEN: make(),
    };
    fs.writeFileSync(secretsFile, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  }
  return JSON.parse(fs.readFileSync(secretsFile, 'utf8')) as Record<string, string>;
}

/** Starts a node process in the background, its output in `.local/cluster/logs/<name>.log`. */
function startInBackground(name: string, script: string, args: string[], env: NodeJS.ProcessEnv): ClusterProcess {
  fs.mkdirSync(file('logs'), { recursive: true });
  const log = fs.openSync(file('logs', `${name}.log`), 'a');
  const child = spawn(process.execPath, ['--import', TSX_LOADER, script, ...args], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`${name} could not be started`);
  return { name, pid: child.pid };
}

/** Waits for a process of the cluster to answer; the error says where the logs are. */
const answered = (what: string, url: string, headers: Record<string, string> = {}) =>
  waitForAnswer(what, url, { timeoutMs: START_TIMEOUT_MS, headers, hint: `logs: ${file('logs')}` });

/** The settings every process of the cluster shares. */
function clusterEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...clusterSecrets(),
    DATABASE_URL: databaseUrl,
    ESCAPADE_LOCAL_DIR: CLUSTER_DIR,
    ESCAPADE_DATA_DIR: file('data'),
    CDN_PORT: String(CLUSTER_PORTS.cdn),
    CDN_ORIGIN: `http://localhost:${CLUSTER_PORTS.cdn}`,
    ESCAPADE_SITE_DOMAINS: SITE_DOMAIN,
    // The shop's public port: the apis accept the writes of pages served there (and only there).
    EDGE_PORT: String(CLUSTER_PORTS.shop),
    // Every api and edge is reached from loopback: the balancer and the edges stand there.
    TRUSTED_PROXIES: 'loopback',
    EDGE_TRUSTED_PROXIES: 'loopback',
  };
}

async function start(fresh: boolean): Promise<void> {
  if (readProcesses().some((child) => isRunning(child.pid)))
    throw new Error('the cluster is running already: npm run cluster -- stop first');
  installWhatIsMissing();
  fs.mkdirSync(CLUSTER_DIR, { recursive: true });
  const postgres = clusterPostgres(file('postgres'), CLUSTER_PORTS.postgres);
  console.log('starting PostgreSQL');
  await postgres.start({ fresh });
  const env = clusterEnvironment(postgres.url);

  // Deploys write the cluster's cdn folder and its registry (in PostgreSQL when the platform keeps
  // it there), under the cluster's settings.
  const ownEnvironment = process.env;
  process.env = env;
  try {
    const config = loadConfig();
    console.log('building what is stale and deploying the remotes');
    buildApp('shell');
    for (const remote of REMOTE_NAMES) console.log(`  ${remote}: live as ${await deployRemote(remote, config)}`);
  } finally {
    process.env = ownEnvironment;
  }

  const processes: ClusterProcess[] = [];
  const remember = (child: ClusterProcess) => {
    processes.push(child);
    fs.writeFileSync(PROCESSES_FILE, JSON.stringify(processes, null, 2));
  };
  const apiServer = path.join(REPO_ROOT, 'api/src/server.ts');
  // The first api generates the catalogue (when it is missing) and applies the migrations; the
  // second finds both done.
  for (const [index, port] of CLUSTER_PORTS.apis.entries()) {
    remember(startInBackground(`api-${index + 1}`, apiServer, [], { ...env, API_PORT: String(port) }));
    await answered(`api-${index + 1}`, `http://127.0.0.1:${port}/health`);
  }
  remember(startInBackground('cdn', path.join(REPO_ROOT, 'platform/start-cdn.ts'), [], env));
  await answered('the cdn', `http://localhost:${CLUSTER_PORTS.cdn}/health`);
  for (const [index, port] of CLUSTER_PORTS.edges.entries()) {
    remember(
      startInBackground(
        `edge-${index + 1}`,
        path.join(REPO_ROOT, 'platform/start-edge.ts'),
        [
          `--cdn-origin=http://localhost:${CLUSTER_PORTS.cdn}`,
          `--api-origin=http://127.0.0.1:${CLUSTER_PORTS.apiBalancer}`,
          // No --registry-url: with DATABASE_URL, each edge reads the registry from PostgreSQL.
          `--port=${port}`,
          '--host=127.0.0.1',
          `--site-domains=${SITE_DOMAIN}`,
        ],
        env,
      ),
    );
  }
  for (const [index, port] of CLUSTER_PORTS.edges.entries())
    await answered(`edge-${index + 1}`, `http://127.0.0.1:${port}/registry.json`, { host: SITE_DOMAIN });

  const haproxyFile = file('haproxy.cfg');
  fs.writeFileSync(
    haproxyFile,
    haproxyConfig({
      shopPort: CLUSTER_PORTS.shop,
      apiPort: CLUSTER_PORTS.apiBalancer,
      edgePorts: CLUSTER_PORTS.edges,
      apiPorts: CLUSTER_PORTS.apis,
      pidFile: HAPROXY_PID_FILE,
      siteHost: SITE_DOMAIN,
    }),
  );
  execFileSync('/usr/sbin/haproxy', ['-D', '-f', haproxyFile], { stdio: 'inherit' });
  await answered('HAProxy', `http://localhost:${CLUSTER_PORTS.shop}/registry.json`);

  const shop = (host: string) => `http://${host}:${CLUSTER_PORTS.shop}/`;
  console.log(`
Escapade runs as a cluster (npm run cluster -- stop stops it)
  shop fr_FR   ${shop('localhost')}
  shop es_ES   ${shop('es.localhost')}
  shop it_IT   ${shop('it.localhost')}
  shop nl_NL   ${shop('nl.localhost')}
  shop BE      ${shop('be.localhost')}  (/fr/ and /nl/)
  edges        ${CLUSTER_PORTS.edges.map((port) => `http://127.0.0.1:${port}/`).join('  ')}  (behind HAProxy :${CLUSTER_PORTS.shop})
  apis         ${CLUSTER_PORTS.apis.map((port) => `http://127.0.0.1:${port}/health`).join('  ')}  (behind HAProxy :${CLUSTER_PORTS.apiBalancer})
  cdn          http://localhost:${CLUSTER_PORTS.cdn}/
  PostgreSQL   ${postgres.url}
  logs         ${file('logs')}
`);
}

async function stopProcess(child: ClusterProcess): Promise<void> {
  if (!isRunning(child.pid)) return;
  process.kill(child.pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isRunning(child.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isRunning(child.pid)) process.kill(child.pid, 'SIGKILL');
}

async function stop(): Promise<void> {
  if (fs.existsSync(HAPROXY_PID_FILE)) {
    const pid = Number(fs.readFileSync(HAPROXY_PID_FILE, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0) await stopProcess({ name: 'haproxy', pid });
    fs.rmSync(HAPROXY_PID_FILE, { force: true });
  }
  // The front first: edges finish their pages, then the cdn and the apis go.
  const processes = readProcesses();
  const order = (name: string) => (name.startsWith('edge') ? 0 : name === 'cdn' ? 1 : 2);
  for (const child of [...processes].sort((a, b) => order(a.name) - order(b.name))) await stopProcess(child);
  fs.rmSync(PROCESSES_FILE, { force: true });
  clusterPostgres(file('postgres'), CLUSTER_PORTS.postgres).stop();
  console.log('the cluster is stopped');
}

function status(): void {
  const processes = readProcesses();
  if (processes.length === 0) console.log('the cluster is not running');
  for (const child of processes)
    console.log(`${child.name.padEnd(8)} ${child.pid}  ${isRunning(child.pid) ? 'running' : 'gone'}`);
}

const command = process.argv[2] ?? 'start';
const commands: Record<string, () => Promise<void> | void> = {
  start: () => start(process.argv.includes('--fresh')),
  stop,
  status,
};
if (!commands[command]) {
  console.error('usage: npm run cluster [-- start [--fresh]|stop|status]');
  process.exit(2);
}
Promise.resolve(commands[command]!()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
