/**
 * `npm start`: builds what is stale, deploys every remote to the local cdn, writes the registry,
 * starts api, cdn and edge, prints the URLs and stops everything on Ctrl-C or SIGTERM: the edge
 * first, finishing the pages it is answering, then the cdn and api (graceful-shutdown.ts). The api
 * runs under a supervisor: if it dies (a crash, heap exhaustion, a kill), it is started again while
 * the edge keeps serving pages and answers api paths 503 with Retry-After. Log lines are JSON
 * (edge-log.ts, LOG_LEVEL); the banner with the URLs is for the person who started the shop.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, REPO_ROOT, loadConfig } from './config';
import { buildApp } from './build';
import { deployRemote } from './deploy-remote';
import { createCdn } from './cdn';
import { createEdge } from './edge';
import { edgeLogOf, shopLogger } from './edge-log';
import { drainableEdge, shutdownOnSignals } from './graceful-shutdown';
import { DEFAULT_RESTART_POLICY, superviseProcess } from './supervise-process';

const API_START_TIMEOUT_MS = 120_000;
const API_SERVER = path.join(REPO_ROOT, 'api/src/server.ts');
// node itself runs the api, TypeScript through tsx's loader, so the supervised process is the api:
// its exit code or signal is the api's own.
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const logger = shopLogger();

/** Waits for the first healthy answer; the supervisor restarts an api that dies on the way. */
async function waitForApi(origin: string): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the api did not answer ${origin}/health within ${API_START_TIMEOUT_MS / 1000} s`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  logger.info('building what is stale');
  buildApp('shell');
  for (const remote of REMOTE_NAMES) {
    const version = deployRemote(remote, config);
    logger.info({ remote, version }, `${remote}: live as ${version}`);
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
      // api too. A terminal's Ctrl-C reaches both at once; a SIGTERM to this process (what a
      // process manager sends) stops the api after the edge has finished its pages.
      stdio: ['ignore', 'inherit', 'inherit'],
    },
    policy: DEFAULT_RESTART_POLICY,
    log: (message) => logger.warn(message),
  });
  // However this process ends (a second Ctrl-C, the stop deadline), the api is told to stop too.
  process.once('exit', () => api.child?.kill('SIGTERM'));
  const log = edgeLogOf(logger);
  const cdn = await createCdn(config);
  const edge = await createEdge(config, { log });
  const shutdown = shutdownOnSignals({
    edge: drainableEdge(edge),
    afterDrain: [
      { name: 'the cdn', stop: () => cdn.close() },
      { name: 'the api', stop: () => api.stop() },
    ],
    log,
  });
  // The terminal closed: stop in order, as for SIGTERM.
  process.once('SIGHUP', () => void shutdown.stop(0, 'SIGHUP received'));

  try {
    await waitForApi(config.apiOrigin);
    await cdn.listen({ port: config.cdnPort, host: config.host });
    await edge.listen({ port: config.edgePort, host: config.host });
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
  registry     ${shop('localhost')}registry.json  (${config.registryFile})
`);
}

main().catch((error: unknown) => {
  logger.error({ err: error }, 'Escapade could not start');
  process.exit(1);
});
