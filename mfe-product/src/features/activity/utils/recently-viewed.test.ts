import type { RecentlyViewedItem } from '@escapade/shared-contracts/event-bus';
import { activityDetailFixture, activityPrice } from '../../../test/activity-detail-fixture';
import { RECENTLY_VIEWED_ACTIVITIES_SHOWN, activityProductItem, recentActivitiesToShow } from './recently-viewed';

const item = (id: string, type: RecentlyViewedItem['type'] = 'ACTIVITY'): RecentlyViewedItem => ({
  id,
  type,
  label: id,
  imageUrl: `/${id}.svg`,
  uri: `/activite/${id}`,
});

describe('recentActivitiesToShow', () => {
  it('keeps the announced order, newest first, without the activity on screen', () => {
    expect(recentActivitiesToShow([item('3'), item('9'), item('1')], '9').map(({ id }) => id)).toEqual(['3', '1']);
  });

  it('lists each activity once, and no stay', () => {
    const announced = [item('3'), item('1'), item('3'), item('5', 'STAY')];
    expect(recentActivitiesToShow(announced, '9').map(({ id }) => id)).toEqual(['3', '1']);
  });

  it(`shows at most ${RECENTLY_VIEWED_ACTIVITIES_SHOWN}`, () => {
    const announced = Array.from({ length: RECENTLY_VIEWED_ACTIVITIES_SHOWN + 3 }, (_, index) => item(String(index)));
    const shown = recentActivitiesToShow(announced, 'none');
    expect(shown).toHaveLength(RECENTLY_VIEWED_ACTIVITIES_SHOWN);
    expect(shown[0]!.id).toBe('0');
  });

  it('is empty when only the activity on screen was viewed', () => {
    expect(recentActivitiesToShow([item('9')], '9')).toEqual([]);
  });
});

describe('activityProductItem', () => {
  const links = { apiBase: 'http://api.test', hrefFor: () => '/activite/90001' };

  it('is the activity with its centre, first picture and lowest price', () => {
    const detail = activityDetailFixture({ prices: [activityPrice(2, 4000, 10), activityPrice(1, 4000, 10)] });
    expect(activityProductItem(detail, links)).toEqual({
      id: '90001',
      type: 'ACTIVITY',
      label: 'Massage aux huiles à Gordes',
      imageUrl: 'http://api.test/images/activity/11.svg?w=640&h=360',
      uri: '/activite/90001',
      hotel: { label: 'Mas des Oliviers', stars: 4 },
      price: { sellPrice: 4000, refPrice: 4444, promo: 10 },
    });
  });

  it('has no price when the offer has none', () => {
    expect(activityProductItem(activityDetailFixture({ prices: [] }), links)).not.toHaveProperty('price');
  });
});
