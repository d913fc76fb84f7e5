/**
 * Where Debian's PostgreSQL server programs are: PG_BIN when set, else the newest version under
 * /usr/lib/postgresql (the `postgresql` package). Used by the tests' throwaway servers and by
 * `npm run cluster`, which start servers of their own.
 */
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
