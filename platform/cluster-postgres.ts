/**
 * The PostgreSQL server of `npm run cluster`: Debian's binaries, a cluster of its own in
 * `.local/cluster/postgres`, listening on loopback only. PostgreSQL refuses to run as root: as
 * root, the server runs as the `postgres` user the Debian package creates.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { POSTGRES_SERVER_USER, runPostgresProgram, startPostgresServer } from '../api/src/store/postgres-binaries';

/** The role the shop connects as; trusted on loopback, where nothing but this machine reaches. */
export const CLUSTER_DATABASE_USER = 'escapade';
export const CLUSTER_DATABASE_NAME = 'escapade';
const START_TIMEOUT_SECONDS = 60;

export interface ClusterPostgres {
  url: string;
  /** Starts the server, making its cluster and database when missing; `fresh` empties the database first. */
  start(options?: { fresh?: boolean }): Promise<void>;
  stop(): void;
}

export function clusterPostgres(folder: string, port: number): ClusterPostgres {
  const dataDir = path.join(folder, 'data');
  const socketDir = path.join(folder, 'run');
  /** Whether the server of this data folder runs (left running by a start that failed later, say). */
  const isRunning = () => {
    if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return false;
    try {
      runPostgresProgram('pg_ctl', ['-D', dataDir, 'status']);
      return true;
    } catch {
      return false;
    }
  };
  const url = `postgres://${CLUSTER_DATABASE_USER}@127.0.0.1:${port}/${CLUSTER_DATABASE_NAME}`;
  return {
    url,
    async start({ fresh = false } = {}) {
      fs.mkdirSync(socketDir, { recursive: true });
      if (process.getuid?.() === 0) execFileSync('chown', ['-R', POSTGRES_SERVER_USER, folder]);
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
        runPostgresProgram('initdb', ['-D', dataDir, '-U', CLUSTER_DATABASE_USER, '--auth=trust', '--encoding=UTF8']);
      if (!isRunning())
        startPostgresServer({
          dataDir,
          logFile: path.join(folder, 'server.log'),
          port,
          socketDir,
          timeoutSeconds: START_TIMEOUT_SECONDS,
        });
      const client = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
      await client.connect();
      try {
        if (fresh)
          await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(CLUSTER_DATABASE_NAME)} WITH (FORCE)`);
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [CLUSTER_DATABASE_NAME]);
        if (found.rowCount === 0)
          await client.query(`CREATE DATABASE ${client.escapeIdentifier(CLUSTER_DATABASE_NAME)}`);
      } finally {
        await client.end();
      }
    },
    stop() {
      if (!isRunning()) return;
      runPostgresProgram('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
  };
}
