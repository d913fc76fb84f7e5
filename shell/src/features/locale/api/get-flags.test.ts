import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { getFlags, withDefaultFlags } from './get-flags';

describe('getFlags', () => {
  it('asks the api for the locale and keeps well-typed fields', async () => {
    const fetchMock = jest.fn(async (_request: Request) =>
      Response.json({ boxes: false, datesVariation: 'forced', activityOnly: 'yes', unknown: 1 }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    const flags = await getFlags({ apiBase: 'http://shop.test', locale: 'it_IT' });
    expect(fetchMock.mock.calls[0]![0].url).toBe('http://shop.test/api/flags?locale=it_IT');
    expect(flags).toEqual({ ...DEFAULT_FLAGS, boxes: false, datesVariation: 'forced' });
  });

  it('falls back to the defaults for a garbage answer', () => {
    expect(withDefaultFlags(null)).toEqual(DEFAULT_FLAGS);
    expect(withDefaultFlags('flags')).toEqual(DEFAULT_FLAGS);
  });
});
