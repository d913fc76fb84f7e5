import { absoluteApiUrl, wishlistItemOf } from './wishlist-item';

describe('wishlistItemOf', () => {
  it('describes a stay with its absolute image, its page href and its hotel', () => {
    expect(
      wishlistItemOf(
        {
          id: 20001,
          type: 'STAY',
          label: 'Week-end spa',
          headwords: ['Dîner'],
          imageUrl: '/images/hotel/1.svg',
          hotel: { label: 'Hôtel du Lac', stars: 4 },
        },
        { apiBase: 'http://api.test', uri: '/sejour/20001?flow=booking' },
      ),
    ).toEqual({
      id: '20001',
      type: 'STAY',
      label: 'Week-end spa',
      headwords: ['Dîner'],
      imageUrl: 'http://api.test/images/hotel/1.svg',
      uri: '/sejour/20001?flow=booking',
      hotel: { label: 'Hôtel du Lac', stars: 4 },
    });
  });

  it('describes an activity without headwords', () => {
    const item = wishlistItemOf(
      { id: 90001, type: 'ACTIVITY', label: 'Massage', imageUrl: '/images/activity/2.svg', hotel: { label: 'Spa' } },
      { apiBase: 'http://api.test', uri: '/activite/90001' },
    );
    expect(item).toEqual({
      id: '90001',
      type: 'ACTIVITY',
      label: 'Massage',
      imageUrl: 'http://api.test/images/activity/2.svg',
      uri: '/activite/90001',
      hotel: { label: 'Spa' },
    });
  });
});

describe('absoluteApiUrl', () => {
  it('uses the page origin when the api is on the same origin', () => {
    expect(absoluteApiUrl('', '/images/hotel/1.svg', 'https://fr.localhost:3000/recherche')).toBe(
      'https://fr.localhost:3000/images/hotel/1.svg',
    );
  });
});
