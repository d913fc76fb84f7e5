import { createHmac } from 'node:crypto';
import { CARE_TOKEN_LIFETIME_MS, issueCareToken, verifyCareToken } from './care-token';

const SECRET = 'test-secret-of-at-least-thirty-two-characters';
const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);

/** A token for any claims, signed with `secret` as the api signs (what an attacker holding the key could make). */
function signed(claims: unknown, secret = SECRET): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

describe('care tokens', () => {
  it('hold the email for 8 hours', () => {
    const { token, expiresAt } = issueCareToken('agent@escapade.example', NOW, SECRET);
    expect(expiresAt - NOW).toBe(8 * 60 * 60 * 1000);
    expect(verifyCareToken(token, NOW + CARE_TOKEN_LIFETIME_MS - 1, SECRET)).toEqual({
      email: 'agent@escapade.example',
      iat: NOW,
      exp: expiresAt,
    });
    expect(verifyCareToken(token, NOW + CARE_TOKEN_LIFETIME_MS, SECRET)).toBeNull();
  });

  it('refuse a token signed with another secret or altered', () => {
    const { token } = issueCareToken('agent@escapade.example', NOW, SECRET);
    expect(verifyCareToken(token, NOW, 'another-secret-of-thirty-two-characters!')).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ email: 'boss@escapade.example', iat: NOW, exp: NOW + 1000 })).toString(
      'base64url',
    );
    expect(verifyCareToken(`${forged}.${signature}`, NOW, SECRET)).toBeNull();
    expect(verifyCareToken('garbage', NOW, SECRET)).toBeNull();
    expect(verifyCareToken(`${token}.extra`, NOW, SECRET)).toBeNull();
    expect(verifyCareToken(`${'a'.repeat(5000)}.b`, NOW, SECRET)).toBeNull();
  });

  it.each([
    ['an absurd expiry', { email: 'agent@escapade.example', iat: NOW, exp: 1e300 }],
    [
      'an expiry beyond one sign-in',
      { email: 'agent@escapade.example', iat: NOW, exp: NOW + CARE_TOKEN_LIFETIME_MS + 1 },
    ],
    ['no issue date', { email: 'agent@escapade.example', exp: NOW + 1000 }],
    ['an issue date in the future', { email: 'agent@escapade.example', iat: NOW + 3_600_000, exp: NOW + 3_700_000 }],
    ['a fractional expiry', { email: 'agent@escapade.example', iat: NOW, exp: NOW + 0.5 }],
    ['an expiry as text', { email: 'agent@escapade.example', iat: NOW, exp: String(NOW + 1000) }],
    ['no email', { iat: NOW, exp: NOW + 1000 }],
    ['an email that is not text', { email: ['agent@escapade.example'], iat: NOW, exp: NOW + 1000 }],
    ['an array', [NOW]],
    ['null', null],
  ])('refuse a well-signed token with %s', (_case, claims) => {
    expect(verifyCareToken(signed(claims), NOW, SECRET)).toBeNull();
  });
});
