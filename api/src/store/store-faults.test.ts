import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import {
  STORE_FAULT_LOG_INTERVAL_MS,
  StoreFaultLog,
  StoreUnwritableError,
  assertDataDirWritable,
  isStoreFault,
} from './store-faults';

const faultOf = (code: string) => Object.assign(new Error(`${code} happened`), { code });

describe('store faults', () => {
  it('are the disk’s answers, not bugs', () => {
    for (const code of [
      'SQLITE_READONLY',
      'SQLITE_READONLY_DBMOVED',
      'SQLITE_IOERR_WRITE',
      'SQLITE_FULL',
      'SQLITE_BUSY',
      'EROFS',
      'ENOSPC',
      'EACCES',
      // PostgreSQL: read-only, disk full, shutting down, connection lost or refused.
      '25006',
      '53100',
      '57P01',
      '08006',
      'ECONNREFUSED',
    ]) {
      expect(isStoreFault(faultOf(code))).toBe(true);
    }
    // Bugs and refusals of a statement (a unique key taken, a syntax error) are not faults.
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'ERR_INVALID_ARG_TYPE', '23505', '42601']) {
      expect(isStoreFault(faultOf(code))).toBe(false);
    }
    expect(isStoreFault(new TypeError('x is undefined'))).toBe(false);
    expect(isStoreFault(new StoreUnwritableError('/data cannot be written'))).toBe(true);
  });

  it('are logged once a minute while they last, and once when the store is back', () => {
    const lines: string[] = [];
    let now = 0;
    const log = new StoreFaultLog(
      { error: (line) => lines.push(`error ${line}`), info: (line) => lines.push(`info ${line}`) },
      () => now,
    );
    for (let request = 0; request < 50; request += 1) log.fault(faultOf('SQLITE_READONLY'));
    log.fault(faultOf('SQLITE_FULL'));
    now += STORE_FAULT_LOG_INTERVAL_MS;
    log.fault(faultOf('SQLITE_READONLY'));
    now += 2_000;
    log.recovered();
    log.recovered();
    expect(lines).toEqual([
      expect.stringMatching(/^error The shop store cannot be written \(SQLITE_READONLY happened\): answering 503/),
      expect.stringMatching(/^error .*SQLITE_FULL/),
      expect.stringMatching(/^error .*SQLITE_READONLY/),
      'info The shop store can be written again, after 62 s',
    ]);
  });

  describe('a data directory that cannot be written', () => {
    let parent: string;
    beforeAll(() => {
      parent = mkdtempSync(join(tmpdir(), 'escapade-store-faults-'));
      writeFileSync(join(parent, 'a-file'), 'not a directory');
    });
    afterAll(() => rmSync(parent, { recursive: true, force: true }));

    it('is named before any database is opened', () => {
      const dataDir = join(parent, 'a-file', 'data');
      expect(() => assertDataDirWritable(dataDir)).toThrow(StoreUnwritableError);
      expect(() => assertDataDirWritable(dataDir)).toThrow(`${dataDir} cannot be written (ENOTDIR)`);
      expect(() => assertDataDirWritable(join(parent, 'not-yet-made'))).not.toThrow();
    });

    it('makes the api refuse to build with a store fault, which its start-up waits out', async () => {
      await expect(buildApp({ dataDir: join(parent, 'a-file', 'data') })).rejects.toBeInstanceOf(StoreUnwritableError);
    });
  });
});
