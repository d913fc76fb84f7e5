import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCatalogueFile } from './open-catalogue-file';

const TODAY = '2026-12-01';
const SEED = 7;

describe('openCatalogueFile and the catalogue size', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'escapade-catalogue-size-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const open = (hotelCount: number, log?: (message: string) => void) => {
    const opened = openCatalogueFile({ dataDir, seed: SEED, today: TODAY, hotelCount, log });
    const hotels = (opened.db.prepare('SELECT COUNT(*) AS count FROM hotels').get() as { count: number }).count;
    opened.db.close();
    return { generated: opened.generated, hotelCount: opened.meta.hotelCount, hotels };
  };

  it('keeps a file of the size asked for and generates another size anew', () => {
    expect(open(1200)).toEqual({ generated: true, hotelCount: 1200, hotels: 1200 });
    expect(open(1200)).toEqual({ generated: false, hotelCount: 1200, hotels: 1200 });

    const log = jest.fn();
    expect(open(1300, log)).toEqual({ generated: true, hotelCount: 1300, hotels: 1300 });
    expect(log).toHaveBeenCalledWith('Regenerating the catalogue: 1200 hotels → 1300');
  });
});
