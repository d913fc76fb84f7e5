import { apiImageUrl } from './api-images';

describe('apiImageUrl', () => {
  it('prefixes origin-relative paths with the api base', () => {
    expect(apiImageUrl('https://api.test', '/images/hero/3.svg')).toBe('https://api.test/images/hero/3.svg');
    expect(apiImageUrl('', '/images/hero/3.svg')).toBe('/images/hero/3.svg');
  });

  it('asks for a size unless the url already has one', () => {
    expect(apiImageUrl('', '/images/city/1.svg', { width: 640, height: 480 })).toBe('/images/city/1.svg?w=640&h=480');
    expect(apiImageUrl('', '/images/city/1.svg?w=10&h=10', { width: 640, height: 480 })).toBe(
      '/images/city/1.svg?w=10&h=10',
    );
  });

  it('keeps absolute urls', () => {
    expect(apiImageUrl('https://api.test', 'https://cdn.test/a.svg')).toBe('https://cdn.test/a.svg');
  });
});
