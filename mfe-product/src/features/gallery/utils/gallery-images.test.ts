import { galleryImages } from './gallery-images';

describe('galleryImages', () => {
  it('pairs the sized variants and prefixes the api base', () => {
    const images = galleryImages(
      {
        images: ['/images/hotel/1.svg', '/images/room/2.svg'],
        imagesBySize: { '640_360': ['/s1.svg', '/s2.svg'], '960_540': ['/l1.svg'] },
      },
      'http://api.test',
    );
    expect(images).toEqual([
      { small: 'http://api.test/s1.svg', large: 'http://api.test/l1.svg' },
      { small: 'http://api.test/s2.svg', large: 'http://api.test/images/room/2.svg' },
    ]);
  });

  it('works from the plain list alone', () => {
    expect(galleryImages({ images: ['/a.svg'] }, '')).toEqual([{ small: '/a.svg', large: '/a.svg' }]);
  });
});
