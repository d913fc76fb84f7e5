import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAPTCHA_SECRET_FILE, MIN_CAPTCHA_SECRET_LENGTH, captchaSecret } from './captcha-secret';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'escapade-captcha-secret-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the captcha secret', () => {
  it('is CAPTCHA_HMAC_SECRET when set, and nothing is written then', () => {
    const secret = 's'.repeat(MIN_CAPTCHA_SECRET_LENGTH);
    expect(captchaSecret(dataDir, { CAPTCHA_HMAC_SECRET: secret })).toBe(secret);
    expect(() => statSync(join(dataDir, CAPTCHA_SECRET_FILE))).toThrow();
  });

  it('refuses a CAPTCHA_HMAC_SECRET shorter than 32 characters', () => {
    expect(() => captchaSecret(dataDir, { CAPTCHA_HMAC_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('is otherwise generated once, kept readable by its owner only, and the same on every start', () => {
    const first = captchaSecret(dataDir, {});
    expect(first.length).toBeGreaterThanOrEqual(MIN_CAPTCHA_SECRET_LENGTH);
    const file = join(dataDir, CAPTCHA_SECRET_FILE);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(captchaSecret(dataDir, {})).toBe(first);
    // Each install has its own.
    const otherDir = mkdtempSync(join(tmpdir(), 'escapade-captcha-secret-'));
    try {
      expect(captchaSecret(otherDir, {})).not.toBe(first);
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('is required from the environment when apis share a database, which none of them could generate', () => {
    expect(() => captchaSecret(dataDir, { DATABASE_URL: 'postgres://db.internal/escapade' })).toThrow(
      /CAPTCHA_HMAC_SECRET must be set when DATABASE_URL is/,
    );
    expect(() => statSync(join(dataDir, CAPTCHA_SECRET_FILE))).toThrow();
    const secret = 's'.repeat(MIN_CAPTCHA_SECRET_LENGTH);
    expect(
      captchaSecret(dataDir, { DATABASE_URL: 'postgres://db.internal/escapade', CAPTCHA_HMAC_SECRET: secret }),
    ).toBe(secret);
  });

  it('refuses a kept file that holds no usable secret', () => {
    writeFileSync(join(dataDir, CAPTCHA_SECRET_FILE), 'abc');
    expect(() => captchaSecret(dataDir, {})).toThrow(/no usable secret/);
  });
});
