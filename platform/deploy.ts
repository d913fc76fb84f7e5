/**
 * `npm run deploy -w <remote> [-- --rollback | --rebuild | --force]`: deploy (or roll back) one
 * remote to the local cdn, in the registry file, or in the shop store's database when DATABASE_URL
 * is set. `--rebuild` builds even when the build is up to date; `--force` deploys a remote built
 * for a contract the shell does not provide (refused otherwise).
 */
import { REMOTE_NAMES, loadConfig, type RemoteName } from './config';
import { deployRemote, rollbackRemote } from './deploy-remote';
import { registryStoreFor } from './registry-store';

const remote = process.argv[2] as RemoteName;
if (!REMOTE_NAMES.includes(remote)) {
  console.error(`usage: tsx platform/deploy.ts <${REMOTE_NAMES.join('|')}> [--rollback] [--rebuild] [--force]`);
  process.exit(2);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const registry = registryStoreFor(config);
  try {
    const version = process.argv.includes('--rollback')
      ? await rollbackRemote(remote, config, { registry })
      : await deployRemote(remote, config, {
          force: process.argv.includes('--force'),
          rebuild: process.argv.includes('--rebuild'),
          registry,
        });
    console.log(`${remote} ${version} is live (registry: ${registry.location})`);
  } finally {
    await registry.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
