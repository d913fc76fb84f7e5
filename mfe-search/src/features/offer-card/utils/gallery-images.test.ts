import { galleryImagesOf } from './gallery-images';

describe('galleryImagesOf', () => {
  it('keeps the first 4 images, the main one first', () => {
    expect(galleryImagesOf('/a.svg', ['/a.svg', '/b.svg', '/c.svg', '/d.svg', '/e.svg'])).toEqual([
      '/a.svg',
      '/b.svg',
      '/c.svg',
      '/d.svg',
    ]);
  });

  it('shows a single large image when there are fewer than 4', () => {
    expect(galleryImagesOf('/a.svg', ['/a.svg', '/b.svg', '/c.svg'])).toEqual(['/a.svg']);
    expect(galleryImagesOf('/a.svg', [])).toEqual(['/a.svg']);
  });

  it('does not count duplicates or blanks', () => {
    expect(galleryImagesOf('/a.svg', ['/a.svg', '/b.svg', '/b.svg', '', '/c.svg'])).toEqual(['/a.svg']);
  });
});
