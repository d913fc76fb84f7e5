/**
 * `npm start`: builds what is stale, deploys every remote to the local cdn, writes the registry
 * (its file, or the shop store's database with DATABASE_URL, which the edge then reads itself),
 * starts api, cdn and edge, prints the URLs and stops everything on Ctrl-C or SIGTERM: the edge
 * first, finishing the pages it is answering, then the cdn and api (graceful-shutdown.ts). The api
 * and the edge are processes of their own, each under a supervisor: if one dies (a crash, heap
 * exhaustion, a kill), it is started again; meanwhile the edge answers api paths 503 with
 * Retry-After. The edge runs as it would on a machine of its own (start-edge.ts): it is given the
 * cdn's and the api's origins and reads everything over HTTP, never the cdn's folder. Log lines are
 * JSON (edge-log.ts, LOG_LEVEL); the banner with the URLs is for the person who started the shop.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, REPO_ROOT, loadConfig } from './config';
import { buildApp } from './build';
import { ContractRefusedError, deployRemote } from './deploy-remote';
import { registryStoreFor } from './registry-store';
import { createCdn } from './cdn';
import { edgeLogOf, shopLogger } from './edge-log';
import { childProcessEdge, shutdownOnSignals } from './graceful-shutdown';
import { DEFAULT_RESTART_POLICY, superviseProcess, type Supervisor } from './supervise-process';
import { waitForAnswer } from './wait-for-answer';

const START_TIMEOUT_MS = 120_000;
const API_SERVER = path.join(REPO_ROOT, 'api/src/server.ts');
const EDGE_SERVER = path.join(REPO_ROOT, 'platform/start-edge.ts');
// node itself runs the api and the edge, TypeScript through tsx's loader, so a supervised process
// is the api or the edge: its exit code or signal is its own.
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const logger = shopLogger();

async function main(): Promise<void> {
  const config = loadConfig();
  logger.info('building what is stale');
  buildApp('shell');
  const registry = registryStoreFor(config);
  try {
    for (const remote of REMOTE_NAMES) {
      try {
        const version = await deployRemote(remote, config, { registry });
        logger.info({ remote, version }, `${remote}: live as ${version}`);
      } catch (error) {
        // A remote the shell would not mount is not published; whatever was live stays live.
        if (!(error instanceof ContractRefusedError)) throw error;
        logger.error({ remote }, error.message);
      }
    }
  } finally {
    await registry.close();
  }

  logger.info('starting api, cdn and edge');
  const api = superviseProcess({
    name: 'the api',
    command: process.execPath,
    args: ['--import', TSX_LOADER, API_SERVER],
    spawnOptions: {
      env: {
        ...process.env,
        API_PORT: String(config.apiPort),
        API_HOST: config.host,
        ESCAPADE_DATA_DIR: config.dataDir,
      },
      // In this process's group, so that whatever stops the group (a test runner's kill) stops the
      // api too. A terminal's Ctrl-C reaches every process at once; a SIGTERM to this process (what
      // a process manager sends) stops the api after the edge has finished its pages.
      stdio: ['ignore', 'inherit', 'inherit'],
    },
    policy: DEFAULT_RESTART_POLICY,
    log: (message) => logger.warn(message),
  });
  // Started once the cdn it reads the registry from listens.
  let edge: Supervisor | null = null;
  // However this process ends (a second Ctrl-C, the stop deadline), the api and the edge are told to stop too.
  process.once('exit', () => {
    api.child?.kill('SIGTERM');
    edge?.child?.kill('SIGTERM');
  });
  const log = edgeLogOf(logger);
  const cdn = await createCdn(config);
  const shutdown = shutdownOnSignals({
    edge: childProcessEdge(() => edge),
    afterDrain: [
      { name: 'the cdn', stop: () => cdn.close() },
      { name: 'the api', stop: () => api.stop() },
    ],
    log,
  });
  // The terminal closed: stop in order, as for SIGTERM.
  process.once('SIGHUP', () => void shutdown.stop(0, 'SIGHUP received'));

  try {
    await waitForAnswer('the api', `${config.apiOrigin}/health`, { timeoutMs: START_TIMEOUT_MS });
    await cdn.listen({ port: config.cdnPort, host: config.host });
    if (shutdown.stopping) return;
    edge = superviseProcess({
      name: 'the edge',
      command: process.execPath,
      args: [
        '--import',
        TSX_LOADER,
        EDGE_SERVER,
        `--cdn-origin=${config.cdnOrigin}`,
        `--api-origin=${config.apiOrigin}`,
        // With DATABASE_URL (in its environment) the edge reads the registry from the database.
        ...(config.databaseUrl ? [] : [`--registry-url=${config.cdnOrigin}/registry.json`]),
        `--port=${config.edgePort}`,
        `--host=${config.host}`,
        `--site-domains=${config.siteDomains.join(',')}`,
      ],
      spawnOptions: {
        // The token the cdn was given (loadConfig's, made for this start unless set), in the
        // environment: a command line is visible to every user of the machine.
        env: { ...process.env, ESCAPADE_SERVER_BUNDLE_TOKEN: config.serverBundleToken },
        // In this process's group, as the api.
        stdio: ['ignore', 'inherit', 'inherit'],
      },
      policy: DEFAULT_RESTART_POLICY,
      log: (message) => logger.warn(message),
    });
    await waitForAnswer('the edge', `http://localhost:${config.edgePort}/registry.json`, {
      timeoutMs: START_TIMEOUT_MS,
    });
  } catch (error) {
    logger.error({ err: error }, 'Escapade could not start');
    await shutdown.stop(1, 'start-up failed');
    return;
  }

  const shop = (host: string) => `http://${host}:${config.edgePort}/`;
  console.log(`
Escapade is running (Ctrl-C stops everything)
  shop fr_FR   ${shop('localhost')}
  shop es_ES   ${shop('es.localhost')}
  shop it_IT   ${shop('it.localhost')}
  shop nl_NL   ${shop('nl.localhost')}
  shop BE      ${shop('be.localhost')}  (/fr/ and /nl/)
  cdn          ${config.cdnOrigin}/
  api          http://localhost:${config.apiPort}/health
  registry     ${shop('localhost')}registry.json  (${registry.location})
`);
}

main().catch((error: unknown) => {
  logger.error({ err: error }, 'Escapade could not start');
  process.exit(1);
});
