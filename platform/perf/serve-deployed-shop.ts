/**
 * The measured shop's cdn and edge, in a process of their own so the measuring process never slows
 * their answers down. Serves what is already built and deployed: measured-shop.ts builds first when asked.
 * Ports and folder come from the environment (EDGE_PORT, CDN_PORT, API_PORT, ESCAPADE_LOCAL_DIR).
 * Stops as `npm start` does: the edge finishes its answers before the cdn stops (graceful-shutdown.ts).
 */
import { loadConfig } from '../config';
import { createCdn } from '../cdn';
import { createEdge } from '../edge';
import { edgeLogOf, shopLogger } from '../edge-log';
import { drainableEdge, shutdownOnSignals } from '../graceful-shutdown';

const logger = shopLogger();

async function main(): Promise<void> {
  const config = loadConfig();
  const log = edgeLogOf(logger);
  const cdn = await createCdn(config);
  const edge = await createEdge(config, { log });
  shutdownOnSignals({ edge: drainableEdge(edge), afterDrain: [{ name: 'the cdn', stop: () => cdn.close() }], log });
  await cdn.listen({ port: config.cdnPort, host: config.host });
  await edge.listen({ port: config.edgePort, host: config.host });
}

main().catch((error: unknown) => {
  logger.error({ err: error }, 'the measured shop could not start');
  process.exit(1);
});
