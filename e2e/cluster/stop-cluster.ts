/** Stops what start-cluster.ts started, whatever the journeys' outcome. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function stopCluster(): void {
  // A cluster started by hand (npm run cluster) is used as it is, and left running.
  if (process.env.E2E_REUSE_CLUSTER === '1') return;
  execFileSync('npm', ['run', 'cluster', '--', 'stop'], { cwd: path.resolve(__dirname, '../..'), stdio: 'inherit' });
}
