/**
 * `npm start`: builds what is stale, deploys every remote to the local cdn, writes the registry,
 * starts api, cdn and edge, prints the URLs and stops everything on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REMOTE_NAMES, REPO_ROOT, loadConfig } from './config';
import { buildApp } from './build';
import { deployRemote } from './deploy-remote';
import { createCdn } from './cdn';
import { createEdge } from './edge';

const API_START_TIMEOUT_MS = 120_000;

async function waitForApi(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited with code ${child.exitCode}`);
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
  const api = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(REPO_ROOT, 'api/src/server.ts')], {
    env: { ...process.env, API_PORT: String(config.apiPort), API_HOST: config.host, ESCAPADE_DATA_DIR: config.dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const cdn = await createCdn(config);
  const edge = await createEdge(config);
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    api.kill('SIGTERM');
    await Promise.allSettled([cdn.close(), edge.close()]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  api.on('exit', (code) => {
    if (!stopping) {
      console.error(`the api stopped (code ${code}); stopping the shop`);
      void stop(1);
    }
  });

  await waitForApi(config.apiOrigin, api);
  await cdn.listen({ port: config.cdnPort, host: config.host });
  await edge.listen({ port: config.edgePort, host: config.host });

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
