import { createApiClient } from '@escapade/shared-contracts/api-client';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { getFlags, withDefaultFlags } from './get-flags';

const api = setupApiMock('http://shop.test');

describe('getFlags', () => {
  it('asks the api for the locale and keeps well-typed fields', async () => {
    api.json('/api/flags', { boxes: false, datesVariation: 'forced', activityOnly: 'yes', unknown: 1 });

    const flags = await getFlags(createApiClient('http://shop.test'), { locale: 'it_IT' });
    expect(api.requests.map(({ url }) => url.href)).toEqual(['http://shop.test/api/flags?locale=it_IT']);
    expect(flags).toEqual({ ...DEFAULT_FLAGS, boxes: false, datesVariation: 'forced' });
  });

  it('falls back to the defaults for a garbage answer', () => {
    expect(withDefaultFlags(null)).toEqual(DEFAULT_FLAGS);
    expect(withDefaultFlags('flags')).toEqual(DEFAULT_FLAGS);
  });
});
