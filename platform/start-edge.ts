/**
 * An edge alone, as it runs on a machine of its own: remotes, their server bundles and the registry
 * come from the cdn over HTTP, api paths go to the api, and nothing is read from the cdn's folder.
 * `npm start` runs it as a child process; elsewhere:
 *
 *   ESCAPADE_SERVER_BUNDLE_TOKEN=<the cdn's> tsx platform/start-edge.ts \
 *     --cdn-origin https://cdn.example --api-origin http://api.internal:4000
 *
 * The options are read by edgeConfigFromArgs (config.ts). On SIGTERM or SIGINT (or SIGHUP) the edge
 * takes no new connection, finishes the pages it is answering and exits: 0 when all were answered,
 * 1 when some had to be cut at the deadline (graceful-shutdown.ts).
 */
import { EdgeConfigError, edgeConfigFromArgs, type EdgeConfig } from './config';
import { createEdge } from './edge';
import { edgeLogOf, shopLogger } from './edge-log';
import { drainableEdge, shutdownOnSignals } from './graceful-shutdown';

const USAGE = `usage: ESCAPADE_SERVER_BUNDLE_TOKEN=<secret> tsx platform/start-edge.ts \\
    --cdn-origin <http(s)://host[:port]> --api-origin <http(s)://host[:port]>
    [--registry-url <url>]            the registry (REGISTRY_URL; else the shop store's database
                                      with DATABASE_URL; else <cdn-origin>/registry.json)
    [--port <port>]                   3000 (EDGE_PORT)
    [--host <address>]                localhost (ESCAPADE_HOST)
    [--site-domains <domain,…>]       localhost (ESCAPADE_SITE_DOMAINS)
    [--shell-dist <folder>]           the shell's build it serves (shell/dist)
  EDGE_TRUSTED_PROXIES=<address,range,…>  the load balancers whose X-Forwarded-For it believes (none)`;

/** Exit code of a command line or environment the edge cannot start with, as for any misused command. */
const USAGE_EXIT_CODE = 2;

const logger = shopLogger();

function configOrExit(): EdgeConfig {
  try {
    return edgeConfigFromArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof EdgeConfigError)) throw error;
    // For the person who typed the command: a sentence and the usage, not a JSON line.
    console.error(`start-edge: ${error.message}\n${USAGE}`);
    process.exit(USAGE_EXIT_CODE);
  }
}

/** Where the edge reads the registry, for its log: never the database's URL, which may hold a password. */
function registryOrigin(config: EdgeConfig): string {
  if (config.registryUrl) return config.registryUrl;
  return config.databaseUrl ? "the shop store's database (DATABASE_URL)" : String(config.registryFile);
}

async function main(): Promise<void> {
  const config = configOrExit();
  const log = edgeLogOf(logger);
  const edge = await createEdge(config, { log });
  const shutdown = shutdownOnSignals({ edge: drainableEdge(edge), afterDrain: [], log });
  // The terminal closed: finish the pages, as for SIGTERM.
  process.once('SIGHUP', () => void shutdown.stop(0, 'SIGHUP received'));
  try {
    await edge.listen({ port: config.edgePort, host: config.host });
  } catch (error) {
    logger.error({ err: error }, 'the edge could not start');
    await shutdown.stop(1, 'start-up failed');
    return;
  }
  logger.info(
    { port: config.edgePort, host: config.host, cdnOrigin: config.cdnOrigin, apiOrigin: config.apiOrigin },
    `the edge listens on ${config.host}:${config.edgePort}, registry from ${registryOrigin(config)}`,
  );
}

main().catch((error: unknown) => {
  logger.error({ err: error }, 'the edge could not start');
  process.exit(1);
});
