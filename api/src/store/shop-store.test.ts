import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureTable, openShopStore } from './shop-store';

describe('shop store', () => {
  it('keeps rows across reopenings, in its own file beside the catalogue', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-store-'));
    const first = openShopStore(dataDir);
    ensureTable(first, 'CREATE TABLE IF NOT EXISTS example (id INTEGER PRIMARY KEY, value TEXT NOT NULL)');
    first.prepare('INSERT INTO example (value) VALUES (?)').run('kept');
    first.close();

    const second = openShopStore(dataDir);
    ensureTable(second, 'CREATE TABLE IF NOT EXISTS example (id INTEGER PRIMARY KEY, value TEXT NOT NULL)');
    expect(second.prepare('SELECT value FROM example').all()).toEqual([{ value: 'kept' }]);
    second.close();
    expect(fs.existsSync(path.join(dataDir, 'shop.sqlite'))).toBe(true);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
