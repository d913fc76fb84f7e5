import type { Registry } from '@escapade/shared-contracts/registry';
import {
  OVERRIDE_COOKIE,
  isAllowedOverrideOrigin,
  overridePolicyOf,
  overridesAfter,
  overridesCookie,
  overridesOf,
  parseOverride,
  withOverrides,
  type OverridePolicy,
} from './remote-overrides';

const CDN = 'http://localhost:3100';
const policy: OverridePolicy = overridePolicyOf({}, CDN);
const MANIFEST = 'http://localhost:3590/mf-manifest.json';

const registry: Registry = {
  generatedAt: '',
  remotes: {
    'mfe-search': {
      federationName: 'mfe_search',
      version: '1.0.0-abc',
      manifestUrl: `${CDN}/mfe-search/1.0.0-abc/mf-manifest.json`,
      enabledLocales: ['fr_FR'],
      contractRange: '^1.0.0',
    },
  },
};

describe('the override policy', () => {
  it('is open on a laptop, for operators in production, as configured otherwise', () => {
    expect(overridePolicyOf({}, CDN).mode).toBe('open');
    expect(overridePolicyOf({ NODE_ENV: 'production' }, CDN).mode).toBe('operators');
    expect(overridePolicyOf({ NODE_ENV: 'production', REMOTE_OVERRIDES: 'off' }, CDN).mode).toBe('off');
  });

  it('takes manifests from the cdn and localhost dev servers unless origins are configured', () => {
    expect(isAllowedOverrideOrigin(CDN, policy.allowedOrigins)).toBe(true);
    expect(isAllowedOverrideOrigin('http://localhost:3201', policy.allowedOrigins)).toBe(true);
    expect(isAllowedOverrideOrigin('http://127.0.0.1:3590', policy.allowedOrigins)).toBe(true);
    expect(isAllowedOverrideOrigin('http://localhost.evil.test:80', policy.allowedOrigins)).toBe(false);
    expect(isAllowedOverrideOrigin('https://evil.test', policy.allowedOrigins)).toBe(false);
    const configured = overridePolicyOf({ REMOTE_OVERRIDE_ORIGINS: 'https://qa.cdn.test/' }, CDN);
    expect(configured.allowedOrigins).toEqual(['https://qa.cdn.test']);
  });
});

describe('parseOverride', () => {
  it('reads <remote>@<manifest URL> and reset', () => {
    expect(parseOverride(`mfe-search@${MANIFEST}`, policy)).toEqual({
      ok: true,
      request: { reset: false, remote: 'mfe-search', manifestUrl: MANIFEST },
    });
    expect(parseOverride('reset', policy)).toEqual({ ok: true, request: { reset: true } });
  });

  it.each([
    ['mfe-evil@http://localhost:3590/mf-manifest.json', /the remote one of/],
    ['mfe-search', /<remote>@<manifest URL>/],
    ['mfe-search@/mf-manifest.json', /absolute http\(s\)/],
    ['mfe-search@javascript:alert(1).json', /absolute http\(s\)/],
    ['mfe-search@http://localhost:3590/remoteEntry.js', /names a manifest|name a manifest/],
    ['mfe-search@https://evil.test/mf-manifest.json', /not from https:\/\/evil\.test/],
    [`mfe-search@http://localhost:3590/${'a'.repeat(600)}.json`, /longer than 500/],
  ])('refuses %s, saying why', (value, reason) => {
    const parsed = parseOverride(value, policy);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toMatch(reason);
  });
});

describe('the overrides of a browser', () => {
  it('round-trip through their session cookie, and reset removes it', () => {
    const overrides = overridesAfter({}, { reset: false, remote: 'mfe-search', manifestUrl: MANIFEST });
    const cookie = overridesCookie(overrides);
    expect(cookie).toMatch(new RegExp(`^${OVERRIDE_COOKIE}=`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    expect(overridesOf(cookie.split(';')[0], policy)).toEqual({ 'mfe-search': MANIFEST });
    expect(overridesCookie(overridesAfter(overrides, { reset: true }))).toContain('Max-Age=0');
  });

  it('leave out what the policy does not allow, and everything when overrides are off', () => {
    const stored = `${OVERRIDE_COOKIE}=${encodeURIComponent(JSON.stringify({ 'mfe-search': 'https://evil.test/mf-manifest.json', 'mfe-gift': MANIFEST }))}`;
    expect(overridesOf(stored, policy)).toEqual({ 'mfe-gift': MANIFEST });
    expect(overridesOf(stored, { ...policy, mode: 'off' })).toEqual({});
    expect(overridesOf(`${OVERRIDE_COOKIE}=not-json`, policy)).toEqual({});
  });

  it('replace the remote’s manifest in the registry this browser sees, and list it', () => {
    const seen = withOverrides(registry, { 'mfe-search': MANIFEST, 'mfe-gift': MANIFEST });
    expect(seen.remotes['mfe-search']).toMatchObject({
      manifestUrl: MANIFEST,
      version: 'override',
      contractRange: '^1.0.0',
    });
    expect(seen.overrides).toEqual({ 'mfe-search': MANIFEST });
    expect(seen.remotes['mfe-gift']).toBeUndefined();
    expect(withOverrides(registry, {})).toBe(registry);
  });
});
