import type { CmsBlock } from '../components/cms-block';
import { layoutOfBlock } from './block-layout';
import { searchTargetOfItem } from './search-target-of-item';

function block(type: string, items: CmsBlock['items'] = [{ title: 'x' }]): CmsBlock {
  return { type, title: 'Block', items };
}

describe('layoutOfBlock', () => {
  it('knows the home block types', () => {
    expect(layoutOfBlock(block('topDestinations'))).toBe('tiles');
    expect(layoutOfBlock(block('themes'))).toBe('themes');
    expect(layoutOfBlock(block('categoriesBlock'))).toBe('themes');
    expect(layoutOfBlock(block('usp'))).toBe('usp');
    expect(layoutOfBlock(block('mainUsp'))).toBe('usp');
    expect(layoutOfBlock(block('giftBoxes'))).toBe('boxes');
  });

  it('hides empty blocks and the jumbotron (drawn above)', () => {
    expect(layoutOfBlock(block('topDestinations', []))).toBe('hidden');
    expect(layoutOfBlock(block('jumbotron'))).toBe('hidden');
  });

  it('draws unknown blocks from their items', () => {
    expect(layoutOfBlock(block('marketing', [{ title: 'a', imageUrl: '/images/city/1.svg' }]))).toBe('tiles');
    expect(layoutOfBlock(block('marketing', [{ title: 'a' }]))).toBe('list');
  });
});

describe('searchTargetOfItem', () => {
  it('links a city to its search in the flow', () => {
    expect(searchTargetOfItem({ cityId: 12 }, 'gifting')).toEqual({
      kind: 'search',
      hash: 'city=12',
      query: { flow: 'gifting' },
    });
  });

  it('prefers the hash the api gives', () => {
    expect(searchTargetOfItem({ value: 'region=3', cityId: 12 }, 'booking').hash).toBe('region=3');
    expect(searchTargetOfItem({ themeId: 7 }, 'booking').hash).toBe('theme=7');
  });

  it('falls back to the plain search', () => {
    expect(searchTargetOfItem({ title: 'x' }, 'booking')).toEqual({ kind: 'search', query: { flow: 'booking' } });
  });
});
