/**
 * The measured shop's cdn and edge, in a process of their own so the measuring process never slows
 * their answers down. Serves what is already built and deployed: measured-shop.ts builds first when asked.
 * Ports and folder come from the environment (EDGE_PORT, CDN_PORT, API_PORT, ESCAPADE_LOCAL_DIR).
 */
import { loadConfig } from '../config';
import { createCdn } from '../cdn';
import { createEdge } from '../edge';

async function main(): Promise<void> {
  const config = loadConfig();
  const cdn = await createCdn(config);
  const edge = await createEdge(config);
  const stop = () => void Promise.allSettled([cdn.close(), edge.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await cdn.listen({ port: config.cdnPort, host: config.host });
  await edge.listen({ port: config.edgePort, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
