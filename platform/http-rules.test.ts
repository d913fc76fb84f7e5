import { LOCALES } from '@escapade/shared-contracts/locales';
import { ROUTE_KINDS } from '@escapade/shared-contracts/routes';
import { ACCOUNT_PATHS, bookingLookupPath, sitePath } from '../shell/src/utils/account-paths';
import { hrefFor } from '../shell/src/utils/route-table';
import {
  API_PREFIXES,
  forwardableHeaders,
  hasDuplicateHost,
  isApiPath,
  isMalformedPath,
  isServerOutputPath,
  isSourceMapPath,
  sendsHsts,
  siteHostOf,
  siteHostsOf,
} from './http-rules';

// Every page the shell links to, in every locale, with an id where the page takes one.
const pagePaths = LOCALES.flatMap((locale) => [
  ...ROUTE_KINDS.map((kind) => hrefFor(locale, { kind, id: '42' })),
  ...Object.values(ACCOUNT_PATHS).map((path) => sitePath(locale, path)),
  bookingLookupPath(locale),
]);

describe('api paths', () => {
  it.each([
    '/api/flags',
    '/api',
    '/hotels/7/availabilities.json',
    '/images/city/1.svg',
    '/autocomplete-geonames.json',
    '/error',
    '/health',
  ])('proxies %s', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/apiary', '/hotel/7', '/imagesque', '/errors', '/beneficiary/login', '/'])(
    'keeps %s for the shell',
    (path) => {
      expect(isApiPath(path)).toBe(false);
    },
  );

  it('covers no page path of any locale', () => {
    expect(pagePaths.length).toBeGreaterThan(100);
    expect(pagePaths.filter(isApiPath)).toEqual([]);
  });

  it('has prefixes that are whole path segments', () => {
    for (const prefix of API_PREFIXES) expect(prefix).toMatch(/^\/[^/]+$/);
  });
});

describe('malformed paths', () => {
  it.each([
    '/%E0%A4%A',
    '/sejour/%00',
    '/sejour/%1F',
    '/sejour/..%2F..%2Fetc',
    '/sejour/12%2F3',
    '/sejour/12%2f3',
    '/sejour/%2e%2e',
    '/sejour/..',
    '/sejour/./12',
    '/%5C..%5Cetc',
    '/sejour/%',
  ])('%s is malformed', (path) => {
    expect(isMalformedPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/sejour/12',
    '/recherche',
    '/idees/week-end%20spa',
    '/esperienza/caf%C3%A9',
    '/main.3f2a1b0c.js',
    '/fr/',
  ])('%s is well formed', (path) => {
    expect(isMalformedPath(path)).toBe(false);
  });
});

describe('source maps', () => {
  it.each(['/main.js.map', '/mfe-search/1.0.0-abc/main.js.MAP', '/main.js%2Emap', '/main.js%2emap'])(
    '%s is a source map',
    (path) => {
      expect(isSourceMapPath(path)).toBe(true);
    },
  );

  it.each(['/main.js', '/map', '/images/map.svg', '/recherche'])('%s is not', (path) => {
    expect(isSourceMapPath(path)).toBe(false);
  });
});

describe('server bundles', () => {
  it.each([
    '/server/server.js',
    '/mfe-gift/1.0.0-abc/server/server.js',
    '/SERVER/server.js',
    '/%73erver/server.js',
    '/%2573erver/server.js',
    '/mfe-gift/1.0.0-abc%2Fserver%2Fserver.js',
    '/mfe-gift/1.0.0-abc%5Cserver%5Cserver.js',
    '//server/server.js',
    '/server',
  ])('%s is in a server folder', (path) => {
    expect(isServerOutputPath(path)).toBe(true);
  });

  it.each(['/main.js', '/servers/main.js', '/mfe-gift/1.0.0-abc/server.js', '/observer/x.js', '/%E0%A4%A'])(
    '%s is not',
    (path) => {
      expect(isServerOutputPath(path)).toBe(false);
    },
  );

  it('covers no page path of any locale', () => {
    expect(pagePaths.filter(isServerOutputPath)).toEqual([]);
  });
});

describe('hosts', () => {
  const sites = siteHostsOf(['localhost', 'escapade.example']);

  it.each([
    ['localhost', 'localhost', ''],
    ['LOCALHOST:3000', 'localhost', '3000'],
    ['es.localhost:3000', 'es.localhost', '3000'],
    ['care.be.localhost', 'care.be.localhost', ''],
    ['fr.escapade.example:443', 'fr.escapade.example', '443'],
    ['127.0.0.1:3000', 'localhost', '3000'],
    ['127.1.2.3', 'localhost', ''],
    ['[::1]:3000', 'localhost', '3000'],
  ])('%s is the shop’s site %s (port %j)', (header, hostname, port) => {
    expect(siteHostOf(header, sites)).toEqual({ hostname, port });
  });

  it.each([
    'evil.example',
    'fr.evil.example',
    'localhost.evil.example',
    'www.escapade.example',
    'be.es.localhost',
    'localhost.',
    'localhost:3000:80',
    'localhost:',
    '[::2]:3000',
    '10.0.0.1',
    '',
    undefined,
  ])('%j is not', (header) => {
    expect(siteHostOf(header, sites)).toBeNull();
  });

  it('counts the Host headers by name, whatever its case', () => {
    expect(hasDuplicateHost(['Host', 'localhost', 'X-Origin', 'host'])).toBe(false);
    expect(hasDuplicateHost(['Host', 'localhost', 'host', 'localhost'])).toBe(true);
    expect(hasDuplicateHost(['HOST', 'localhost', 'Accept', '*/*', 'Host', 'evil.example'])).toBe(true);
  });
});

describe('HSTS', () => {
  it.each(['www.escapade.example', 'escapade.example:443', 'localhost.example', 'mylocalhost', '10.0.0.1', undefined])(
    'is sent to %s',
    (host) => {
      expect(sendsHsts(host)).toBe(true);
    },
  );

  it.each([
    'localhost',
    'LOCALHOST:3000',
    'localhost.',
    'es.localhost:3000',
    'care.be.localhost',
    '127.0.0.1',
    '127.0.0.1:3000',
    '[::1]:3000',
  ])('is not sent to %s', (host) => {
    expect(sendsHsts(host)).toBe(false);
  });
});

describe('forwarded headers', () => {
  const clientHeaders = {
    host: 'localhost:3000',
    'content-type': 'application/json',
    'content-length': '17',
    expect: '100-continue',
    connection: 'keep-alive',
    'keep-alive': 'timeout=5',
    'transfer-encoding': 'chunked',
    upgrade: 'h2c',
    'x-forwarded-for': '1.2.3.4',
    forwarded: 'for=1.2.3.4',
    'x-real-ip': '1.2.3.4',
    cookie: 'a=1',
  };

  it('drops what concerns the client’s connection and writes who the client is', () => {
    expect(forwardableHeaders(clientHeaders, { forwardsBody: true, clientAddress: '203.0.113.9' })).toEqual({
      host: 'localhost:3000',
      'content-type': 'application/json',
      'content-length': '17',
      'x-forwarded-for': '203.0.113.9',
      cookie: 'a=1',
    });
  });

  it('names the site the visitor asked for, never a host the client claimed', () => {
    const forwarded = forwardableHeaders(
      { ...clientHeaders, 'x-forwarded-host': 'evil.example' },
      { forwardsBody: true, clientAddress: '203.0.113.9', host: 'fr.localhost:3000' },
    );
    expect(forwarded['x-forwarded-host']).toBe('fr.localhost:3000');
  });

  it('announces no length when no body goes on', () => {
    expect(forwardableHeaders(clientHeaders, { forwardsBody: false, clientAddress: '203.0.113.9' })).not.toHaveProperty(
      'content-length',
    );
  });
});
