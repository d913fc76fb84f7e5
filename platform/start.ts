/**
 * `npm start`: builds what is stale, deploys every remote to the local cdn, writes the registry,
 * starts api, cdn and edge, prints the URLs and stops everything on Ctrl-C. The api runs under a
 * supervisor: if it dies (a crash, heap exhaustion, a kill), it is started again while the edge
 * keeps serving pages and answers api paths 503 with Retry-After.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES, REPO_ROOT, loadConfig } from './config';
import { buildApp } from './build';
import { deployRemote } from './deploy-remote';
import { createCdn } from './cdn';
import { createEdge } from './edge';
import { DEFAULT_RESTART_POLICY, superviseProcess } from './supervise-process';

const API_START_TIMEOUT_MS = 120_000;
const API_SERVER = path.join(REPO_ROOT, 'api/src/server.ts');
// node itself runs the api, TypeScript through tsx's loader, so the supervised process is the api:
// its exit code or signal is the api's own.
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

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
  console.log('Escapade: building what is stale');
  buildApp('shell');
  for (const remote of REMOTE_NAMES) console.log(`  ${remote}: live as ${deployRemote(remote, config)}`);

  console.log('Escapade: starting api, cdn and edge');
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
      stdio: ['ignore', 'inherit', 'inherit'],
    },
    policy: DEFAULT_RESTART_POLICY,
    log: (message) => console.error(`Escapade: ${message}`),
  });
  const cdn = await createCdn(config);
  const edge = await createEdge(config);
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([api.stop(), cdn.close(), edge.close()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    await waitForApi(config.apiOrigin);
    await cdn.listen({ port: config.cdnPort, host: config.host });
    await edge.listen({ port: config.edgePort, host: config.host });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
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

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
