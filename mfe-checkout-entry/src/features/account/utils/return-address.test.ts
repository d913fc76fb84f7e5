import { returnAddress } from './return-address';

const options = { pageOrigin: 'https://fr.escapade.test', fallback: '/', refusedPaths: ['/account/signin'] };

describe('returnAddress', () => {
  it('comes back to a page of this shop, given as an address or as a path', () => {
    expect(returnAddress('https://fr.escapade.test/sejour/42?flow=booking#a=2', options)).toBe(
      '/sejour/42?flow=booking#a=2',
    );
    expect(returnAddress('/account/trips', options)).toBe('/account/trips');
  });

  it('goes home for anything that would leave the shop', () => {
    for (const origin of [
      'https://evil.test/sejour/42',
      'http://fr.escapade.test/sejour/42',
      '//evil.test/sejour/42',
      '/\\evil.test',
      '/\t/evil.test',
      'javascript:alert(1)',
      'sejour/42',
      '',
      null,
    ]) {
      expect(returnAddress(origin, options)).toBe('/');
    }
  });

  it('does not come back to the sign-in page itself', () => {
    expect(returnAddress('https://fr.escapade.test/account/signin?origin=%2F', options)).toBe('/');
  });
});
