/** Starts `npm run cluster` on a fresh database for the cluster's journeys (stopped by stop-cluster.ts). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function startCluster(): void {
  // A cluster started by hand (npm run cluster) is used as it is, and left running.
  if (process.env.E2E_REUSE_CLUSTER === '1') return;
  execFileSync('npm', ['run', 'cluster', '--', 'start', '--fresh'], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: 'inherit',
    timeout: 900_000,
  });
}
