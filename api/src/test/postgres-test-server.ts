/**
 * A throwaway PostgreSQL server for the tests that prove the shop store on PostgreSQL: a cluster
 * made with Debian's `initdb` in a temporary folder, on a free loopback port, with a fresh database
 * per suite, stopped and deleted afterwards. Nothing is written outside the folder.
 *
 * The binaries are found in PG_BIN or /usr/lib/postgresql/<version>/bin (`.ci/run` installs the
 * `postgresql` package). Where there are none, the suites are skipped with a warning, unless
 * ESCAPADE_REQUIRE_POSTGRES=1 (set by `.ci/run`), which makes a missing server a failure.
 * PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  POSTGRES_SERVER_USER,
  postgresBinaries,
  runPostgresProgram,
  startPostgresServer,
} from '../store/postgres-binaries';

const SUPERUSER = 'escapade';
/** Start-up of a fresh cluster takes a second or two; a busy machine gets far more. */
const START_TIMEOUT_SECONDS = 60;
/** What a suite's hook gives `startPostgresTestServer`: its initdb and start-up, on a busy machine. */
export const POSTGRES_START_TIMEOUT_MS = (START_TIMEOUT_SECONDS + 30) * 1000;

export interface PostgresTestServer {
  /** A URL for a new, empty database on this server. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

/** `describe` for suites that need PostgreSQL: skipped, with a warning, where it is not installed. */
export function describeWithPostgres(name: string, suite: () => void): void {
  if (postgresBinaries() === null && process.env.ESCAPADE_REQUIRE_POSTGRES !== '1') {
    console.warn(`${name}: skipped, PostgreSQL is not installed (apt-get install postgresql, or set PG_BIN)`);
    describe.skip(name, suite);
    return;
  }
  describe(name, suite);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgresTestServer(): Promise<PostgresTestServer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'escapade-pg-'));
  const dataDir = path.join(folder, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', [POSTGRES_SERVER_USER, folder]);

  const port = await freePort();
  runPostgresProgram('initdb', ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-sync']);
  startPostgresServer({
    dataDir,
    logFile: path.join(folder, 'server.log'),
    port,
    socketDir: folder,
    timeoutSeconds: START_TIMEOUT_SECONDS,
    // Nothing here outlives the suite: durability is not worth its time.
    settings: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'],
  });
  const url = (database: string) => `postgres://${SUPERUSER}@127.0.0.1:${port}/${database}`;
  return {
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop() {
      try {
        runPostgresProgram('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
