/**
 * When the disk under the data directory fails (read-only, full, permissions taken away, an I/O
 * error), the api keeps running: what needs the store answers 503 with Retry-After and one clear
 * log line, and the next request simply tries again, so the shop recovers by itself when the disk
 * does. A crash would only restart into the same fault, over and over.
 *
 * SQLite maps its WAL index (`*.sqlite-shm`) into memory: opening a database whose index cannot be
 * written can end the process with SIGBUS, which no handler catches. So the files are checked
 * before any database is opened (`assertDataDirWritable`).
 */
import fs from 'node:fs';
import path from 'node:path';

/** What a client is told to wait before trying again. */
export const STORE_RETRY_AFTER_SECONDS = 5;
/** A fault that goes on is logged again this often, not once per request. */
export const STORE_FAULT_LOG_INTERVAL_MS = 60_000;

export const STORE_UNAVAILABLE_MESSAGE = 'The shop cannot save anything right now; please try again in a moment';

/** SQLite's answers for a disk it cannot write, or a database another process holds. */
const SQLITE_FAULT = /^SQLITE_(READONLY|IOERR|FULL|CANTOPEN|BUSY|LOCKED|PROTOCOL)/;
/**
 * PostgreSQL's answers for a server that cannot take writes now: read-only or in recovery (25006),
 * out of disk or memory (53xxx), shutting down or not accepting connections (57P0x, 08xxx).
 */
const POSTGRES_FAULT = /^(25006|53\d{3}|57P0[1-4]|08\d{3})$/;
/** The system's answers for the same, and for a database server that cannot be reached. */
const FILE_SYSTEM_FAULTS = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);

export class StoreUnwritableError extends Error {
  readonly code = 'STORE_UNWRITABLE';
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether an error says the disk cannot be written now (as opposed to a bug). */
export function isStoreFault(error: unknown): boolean {
  const code = codeOf(error);
  return (
    error instanceof StoreUnwritableError ||
    (code !== undefined && (SQLITE_FAULT.test(code) || POSTGRES_FAULT.test(code) || FILE_SYSTEM_FAULTS.has(code)))
  );
}

/** The fault in a few words for the log: its code and the system's message. */
export function describeStoreFault(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = codeOf(error);
  if (error instanceof StoreUnwritableError || !code || message.includes(code)) return message;
  return `${code}: ${message}`;
}

const DATABASE_FILES = ['shop.sqlite', 'catalogue.sqlite'];
const DATABASE_COMPANIONS = ['', '-wal', '-shm'];

/**
 * Throws a StoreUnwritableError naming the first thing in `dataDir` the process may not write: the
 * directory itself, or an existing database file, its WAL or its WAL index.
 */
export function assertDataDirWritable(dataDir: string): void {
  const paths = [
    dataDir,
    ...DATABASE_FILES.flatMap((file) => DATABASE_COMPANIONS.map((suffix) => path.join(dataDir, file + suffix))),
  ];
  for (const file of paths) {
    try {
      fs.accessSync(file, fs.constants.W_OK);
    } catch (error) {
      if (codeOf(error) === 'ENOENT') continue;
      throw new StoreUnwritableError(`${file} cannot be written (${codeOf(error) ?? describeStoreFault(error)})`);
    }
  }
}

/**
 * Logs a store fault once per fault and interval, and once when writes work again, so a disk that
 * fails under load writes a handful of lines instead of one stack trace per request.
 */
export class StoreFaultLog {
  private faultSince: number | null = null;
  private lastLogged = new Map<string, number>();

  constructor(
    private readonly log: { error(message: string): void; info(message: string): void },
    private readonly now: () => number = Date.now,
  ) {}

  fault(error: unknown): void {
    const key = codeOf(error) ?? 'unknown';
    const at = this.now();
    this.faultSince ??= at;
    const last = this.lastLogged.get(key);
    if (last !== undefined && at - last < STORE_FAULT_LOG_INTERVAL_MS) return;
    this.lastLogged.set(key, at);
    this.log.error(
      `The shop store cannot be written (${describeStoreFault(error)}): answering 503 until it can; check the ` +
        'free space and the permissions of the data directory',
    );
  }

  /** A write went through: if the store had failed, say it is back. */
  recovered(): void {
    if (this.faultSince === null) return;
    const seconds = Math.round((this.now() - this.faultSince) / 1000);
    this.faultSince = null;
    this.lastLogged.clear();
    this.log.info(`The shop store can be written again, after ${seconds} s`);
  }
}
