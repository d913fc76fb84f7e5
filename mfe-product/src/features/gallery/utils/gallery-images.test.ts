import { galleryImages } from './gallery-images';

describe('galleryImages', () => {
  it('pairs the sized variants and prefixes the api base', () => {
    const images = galleryImages(
      {
        images: ['/images/hotel/1.svg', '/images/room/2.svg'],
        imagesBySize: { '120_80': ['/t1.svg'], '640_360': ['/s1.svg', '/s2.svg'], '960_540': ['/l1.svg'] },
      },
      'http://api.test',
    );
    expect(images).toEqual([
      { thumbnail: 'http://api.test/t1.svg', small: 'http://api.test/s1.svg', large: 'http://api.test/l1.svg' },
      {
        thumbnail: 'http://api.test/s2.svg',
        small: 'http://api.test/s2.svg',
        large: 'http://api.test/images/room/2.svg',
      },
    ]);
  });

  it('works from the plain list alone', () => {
    expect(galleryImages({ images: ['/a.svg'] }, '')).toEqual([
      { thumbnail: '/a.svg', small: '/a.svg', large: '/a.svg' },
    ]);
  });
});
