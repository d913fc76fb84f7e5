/**
 * The cdn as a process of its own (as `npm run cluster` runs it): serves the deployed remotes'
 * versioned files and the registry from the platform's settings (CDN_PORT, ESCAPADE_LOCAL_DIR,
 * ESCAPADE_SERVER_BUNDLE_TOKEN…), and stops on SIGINT or SIGTERM once its answers are sent.
 */
import { createCdn } from './cdn';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const cdn = await createCdn(config);
  await cdn.listen({ port: config.cdnPort, host: config.host });
  console.log(`cdn listening on ${config.cdnOrigin}`);
  const stop = () => void cdn.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
