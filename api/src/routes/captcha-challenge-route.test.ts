import { deriveKey } from 'altcha-lib/algorithms/sha';
import { solveChallenge } from 'altcha-lib';
import { CAPTCHA_COUNTER_MAX, CAPTCHA_COUNTER_MIN, DEFAULT_CAPTCHA_TTL_SECONDS } from '../service-desk/captcha';
import { fetchChallenge } from '../service-desk/service-desk-test-support';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/captcha/challenge', () => {
  it('hands out a fresh signed challenge each time, never cached', async () => {
    const response = await testApp.app.inject({ url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', keyLength: 32 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(DEFAULT_CAPTCHA_TTL_SECONDS - 5);
    expect(expiresIn).toBeLessThanOrEqual(DEFAULT_CAPTCHA_TTL_SECONDS);
    const other = await fetchChallenge(testApp.app);
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
    expect(other.signature).not.toBe(challenge.signature);
  });

  it('is solved as the page solves it, within the counter range', async () => {
    const challenge = await fetchChallenge(testApp.app);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(CAPTCHA_COUNTER_MIN);
    expect(solution?.counter).toBeLessThanOrEqual(CAPTCHA_COUNTER_MAX);
  });
});
