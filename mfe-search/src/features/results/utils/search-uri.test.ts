import { rewrittenLocation } from './search-uri';

const LOCATION = { pathname: '/recherche', search: 'flow=booking', hash: 'city=10001' };

describe('rewrittenLocation', () => {
  it('does nothing while the api gives no uri', () => {
    expect(rewrittenLocation(null, LOCATION)).toBeNull();
    expect(rewrittenLocation(undefined, LOCATION)).toBeNull();
    expect(rewrittenLocation('', LOCATION)).toBeNull();
  });

  it('does nothing when the uri is the path', () => {
    expect(rewrittenLocation('/recherche', LOCATION)).toBeNull();
  });

  it('rewrites the path, keeping the query and the hash', () => {
    expect(rewrittenLocation('/recherche/paris', LOCATION)).toBe('/recherche/paris?flow=booking#city=10001');
    expect(rewrittenLocation('/recherche/paris?x=1', { pathname: '/recherche', search: '', hash: '' })).toBe(
      '/recherche/paris',
    );
  });

  it('ignores what is not a path of this site', () => {
    expect(rewrittenLocation('https://elsewhere.test/x', LOCATION)).toBeNull();
  });
});
