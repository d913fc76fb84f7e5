/** `npm run deploy -w <remote> [-- --rollback]`: deploy (or roll back) one remote to the local cdn. */
import { REMOTE_NAMES, loadConfig, type RemoteName } from './config';
import { deployRemote, rollbackRemote } from './deploy-remote';

const remote = process.argv[2] as RemoteName;
if (!REMOTE_NAMES.includes(remote)) {
  console.error(`usage: tsx platform/deploy.ts <${REMOTE_NAMES.join('|')}> [--rollback] [--force]`);
  process.exit(2);
}
const config = loadConfig();
try {
  const version = process.argv.includes('--rollback')
    ? rollbackRemote(remote, config)
    : deployRemote(remote, config, { force: process.argv.includes('--force') });
  console.log(`${remote} ${version} is live (registry: ${config.registryFile})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
