/**
 * Where Debian's PostgreSQL server programs are: PG_BIN when set, else the newest version under
 * /usr/lib/postgresql (the `postgresql` package). Used by the tests' throwaway servers and by
 * `npm run cluster`, which start servers of their own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The folder of `initdb` and `pg_ctl`, or null where PostgreSQL is not installed. */
export function postgresBinaries(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.PG_BIN) return fs.existsSync(path.join(env.PG_BIN, 'pg_ctl')) ? env.PG_BIN : null;
  if (!fs.existsSync(POSTGRES_ROOT)) return null;
  const versions = fs
    .readdirSync(POSTGRES_ROOT)
    .filter((version) => fs.existsSync(path.join(POSTGRES_ROOT, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(POSTGRES_ROOT, versions[0]!, 'bin') : null;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the user the Debian package creates. */
export const POSTGRES_SERVER_USER = 'postgres';

/** Runs one of PostgreSQL's programs (`initdb`, `pg_ctl`…), as the server's user when this process is root. */
export function runPostgresProgram(command: string, args: readonly string[]): Buffer {
  const bin = postgresBinaries();
  if (bin === null) throw new Error('PostgreSQL is not installed: apt-get install postgresql, or set PG_BIN');
  const program = path.join(bin, command);
  return process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', POSTGRES_SERVER_USER, '--', program, ...args], { stdio: 'pipe' })
    : execFileSync(program, [...args], { stdio: 'pipe' });
}

export interface PostgresServerOptions {
  dataDir: string;
  logFile: string;
  port: number;
  /** Where its Unix socket goes (writable by the server's user). */
  socketDir: string;
  /** How long `pg_ctl` waits for the server to accept connections. */
  timeoutSeconds: number;
  /** More `name=value` settings, e.g. `fsync=off` for a throwaway server. */
  settings?: readonly string[];
}

/** Starts the server of an initialised data folder, listening on loopback only, and waits until it answers. */
export function startPostgresServer(options: PostgresServerOptions): void {
  const serverOptions = [
    `-p ${options.port}`,
    `-k ${options.socketDir}`,
    '-c listen_addresses=127.0.0.1',
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ];
  runPostgresProgram('pg_ctl', [
    '-D',
    options.dataDir,
    '-l',
    options.logFile,
    '-w',
    '-t',
    String(options.timeoutSeconds),
    '-o',
    serverOptions.join(' '),
    'start',
  ]);
}
