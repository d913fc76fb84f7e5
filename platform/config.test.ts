import { EdgeConfigError, edgeConfigFromArgs, type PlatformConfig, type EdgeConfig } from './config';
import { testPlatformConfig } from './test-platform-config';

const TOKEN = { ESCAPADE_SERVER_BUNDLE_TOKEN: 'secret-of-the-cdn' };
const ORIGINS = ['--cdn-origin', 'http://cdn.internal:3100', '--api-origin=http://10.0.0.7:4000'];

function failure(argv: readonly string[], env: NodeJS.ProcessEnv = TOKEN): string {
  try {
    edgeConfigFromArgs(argv, env);
  } catch (error) {
    expect(error).toBeInstanceOf(EdgeConfigError);
    return (error as Error).message;
  }
  throw new Error('edgeConfigFromArgs accepted it');
}

describe('edgeConfigFromArgs', () => {
  it('needs the two origins and the token, and reads the registry from the cdn by default', () => {
    const config = edgeConfigFromArgs(ORIGINS, TOKEN);
    expect(config).toEqual({
      edgePort: 3000,
      host: 'localhost',
      cdnOrigin: 'http://cdn.internal:3100',
      apiOrigin: 'http://10.0.0.7:4000',
      siteDomains: ['localhost'],
      serverBundleToken: 'secret-of-the-cdn',
      registryUrl: 'http://cdn.internal:3100/registry.json',
      // Overrides from the cdn and this machine's dev servers, for anyone outside production.
      remoteOverrides: {
        mode: 'open',
        allowedOrigins: ['http://cdn.internal:3100', 'http://localhost:*', 'http://127.0.0.1:*'],
      },
    });
    // No folder of the cdn's: neither its files nor the registry's file.
    expect(config).not.toHaveProperty('registryFile');
    expect(config).not.toHaveProperty('cdnDir');
  });

  it('takes every option from the command line before the environment', () => {
    const env = {
      ...TOKEN,
      EDGE_PORT: '3000',
      ESCAPADE_HOST: '127.0.0.1',
      ESCAPADE_SITE_DOMAINS: 'localhost',
      REGISTRY_URL: 'http://elsewhere/registry.json',
    };
    const config = edgeConfigFromArgs(
      [
        ...ORIGINS,
        '--registry-url=https://registry.example/shop/registry.json',
        '--port=8080',
        '--host=0.0.0.0',
        '--site-domains= Escapade.example , escapade.test',
        '--shell-dist=/srv/escapade/shell',
      ],
      env,
    );
    expect(config).toMatchObject({
      edgePort: 8080,
      host: '0.0.0.0',
      siteDomains: ['escapade.example', 'escapade.test'],
      registryUrl: 'https://registry.example/shop/registry.json',
      shellDist: '/srv/escapade/shell',
    });
  });

  it('believes the forwarded visitor of the load balancers EDGE_TRUSTED_PROXIES lists, and of none by default', () => {
    expect(edgeConfigFromArgs(ORIGINS, TOKEN)).not.toHaveProperty('trustedProxies');
    expect(
      edgeConfigFromArgs(ORIGINS, { ...TOKEN, EDGE_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5' }).trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(failure(ORIGINS, { ...TOKEN, EDGE_TRUSTED_PROXIES: 'haproxy' })).toMatch(
      /EDGE_TRUSTED_PROXIES lists addresses, CIDR ranges .* not "haproxy"/,
    );
  });

  it('falls back on the variables loadConfig reads', () => {
    const env = {
      ...TOKEN,
      EDGE_PORT: '3700',
      ESCAPADE_HOST: '127.0.0.1',
      ESCAPADE_SITE_DOMAINS: 'shop.example',
      REGISTRY_URL: 'http://registry.internal/registry.json',
    };
    expect(edgeConfigFromArgs(ORIGINS, env)).toMatchObject({
      edgePort: 3700,
      host: '127.0.0.1',
      siteDomains: ['shop.example'],
      registryUrl: 'http://registry.internal/registry.json',
    });
  });

  it("reads the registry in the shop store's database with DATABASE_URL, unless given an address", () => {
    const env = { ...TOKEN, DATABASE_URL: 'postgres://escapade:secret@db.internal/escapade' };
    const config = edgeConfigFromArgs(ORIGINS, env);
    expect(config.databaseUrl).toBe('postgres://escapade:secret@db.internal/escapade');
    expect(config).not.toHaveProperty('registryUrl');
    const addressed = edgeConfigFromArgs([...ORIGINS, '--registry-url=http://cdn.internal:3100/registry.json'], env);
    expect(addressed.registryUrl).toBe('http://cdn.internal:3100/registry.json');
    expect(addressed).not.toHaveProperty('databaseUrl');
    expect(edgeConfigFromArgs(ORIGINS, { ...env, REGISTRY_URL: 'http://registry.internal/r.json' })).toMatchObject({
      registryUrl: 'http://registry.internal/r.json',
    });
    // Refused as the shop store refuses it, without repeating it (it may hold a password).
    const refused = failure(ORIGINS, { ...TOKEN, DATABASE_URL: 'mysql://escapade:secret@db.internal/escapade' });
    expect(refused).toMatch(/^DATABASE_URL must be a postgres/);
    expect(refused).not.toContain('secret');
  });

  it('writes an origin as the edge compares it: no trailing slash, the host in lower case', () => {
    const config = edgeConfigFromArgs(['--cdn-origin=HTTPS://CDN.Example/', '--api-origin=http://api:4000/'], TOKEN);
    expect(config.cdnOrigin).toBe('https://cdn.example');
    expect(config.apiOrigin).toBe('http://api:4000');
    expect(config.registryUrl).toBe('https://cdn.example/registry.json');
  });

  it('refuses to start without an origin, saying which', () => {
    expect(failure(['--api-origin=http://api:4000'])).toMatch(/^--cdn-origin is required/);
    expect(failure(['--cdn-origin=http://cdn:3100'])).toMatch(/^--api-origin is required/);
  });

  it.each([
    ['a path', 'http://cdn.internal:3100/assets'],
    ['a query', 'http://cdn.internal:3100?x=1'],
    ['credentials', 'http://user:pass@cdn.internal:3100'],
    ['another scheme', 'ftp://cdn.internal'],
    ['no URL at all', 'cdn.internal:3100'],
  ])('refuses an origin with %s', (_what, origin) => {
    expect(failure(['--cdn-origin', origin, '--api-origin=http://api:4000'])).toContain(`--cdn-origin must be`);
    expect(failure(['--cdn-origin=http://cdn:3100', '--api-origin', origin])).toContain(`--api-origin must be`);
  });

  it('refuses a registry address that is not http and a port that is not one', () => {
    expect(failure([...ORIGINS, '--registry-url=file:///srv/registry.json'])).toMatch(/^--registry-url must be/);
    expect(failure([...ORIGINS, '--port=80a'])).toMatch(/^--port must be a port/);
    expect(failure([...ORIGINS, '--port=70000'])).toMatch(/^--port must be a port/);
    expect(failure(ORIGINS, { ...TOKEN, EDGE_PORT: 'three' })).toMatch(/^EDGE_PORT must be a port/);
  });

  it('refuses to start without the server-bundle token, and never takes it from the command line', () => {
    expect(failure(ORIGINS, {})).toMatch(/^ESCAPADE_SERVER_BUNDLE_TOKEN is required/);
    expect(failure(ORIGINS, { ESCAPADE_SERVER_BUNDLE_TOKEN: '' })).toMatch(/^ESCAPADE_SERVER_BUNDLE_TOKEN is required/);
    expect(failure([...ORIGINS, '--server-bundle-token=secret'], {})).toMatch(/never from the command line/);
  });

  it('refuses an option it does not know and a stray argument', () => {
    expect(failure([...ORIGINS, '--cdn-dir=/srv/cdn'])).toMatch(/--cdn-dir/);
    expect(failure([...ORIGINS, 'extra'])).toMatch(/extra/);
  });

  it('is what a platform config gives an edge too', () => {
    // A PlatformConfig is an EdgeConfig: the shop's own tests and tools pass theirs as it is.
    const platform: PlatformConfig = testPlatformConfig('/tmp/unused');
    const edge: EdgeConfig = platform;
    expect(edge.registryFile).toBe('/tmp/unused/registry.json');
  });
});
