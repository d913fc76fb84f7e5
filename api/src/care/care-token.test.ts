import { CARE_TOKEN_LIFETIME_MS, checkOperatorCredentials, issueCareToken, verifyCareToken } from './care-token';

const SECRET = 'test-secret';
const NOW = Date.UTC(2025, 0, 15, 9, 0, 0);

describe('care tokens', () => {
  it('holds the email for 8 hours', () => {
    const { token, expiresAt } = issueCareToken('agent@escapade.example', NOW, SECRET);
    expect(expiresAt - NOW).toBe(8 * 60 * 60 * 1000);
    expect(verifyCareToken(token, NOW + CARE_TOKEN_LIFETIME_MS - 1, SECRET)).toEqual({ email: 'agent@escapade.example', exp: expiresAt });
    expect(verifyCareToken(token, NOW + CARE_TOKEN_LIFETIME_MS, SECRET)).toBeNull();
  });

  it('refuses a token signed with another secret or altered', () => {
    const { token } = issueCareToken('agent@escapade.example', NOW, SECRET);
    expect(verifyCareToken(token, NOW, 'other-secret')).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ email: 'boss@escapade.example', exp: NOW + 1e9 })).toString('base64url');
    expect(verifyCareToken(`${forged}.${signature}`, NOW, SECRET)).toBeNull();
    expect(verifyCareToken('garbage', NOW, SECRET)).toBeNull();
    expect(verifyCareToken(`${token}.extra`, NOW, SECRET)).toBeNull();
  });

  it('knows the demo operator accounts', () => {
    expect(checkOperatorCredentials(' Agent@Escapade.example ', 'escapade-care')).toBe('agent@escapade.example');
    expect(checkOperatorCredentials('agent@escapade.example', 'wrong')).toBeNull();
    expect(checkOperatorCredentials('nobody@escapade.example', 'escapade-care')).toBeNull();
  });
});
