import { createTestApp, type TestApp } from '../test/test-app';
import { DEV_CARE_TOKEN_SECRET, issueCareToken } from '../care/care-token';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function signIn(email: string, password: string) {
  return testApp.app.inject({ method: 'POST', url: '/gateway/care/sign-in', payload: { email, password } });
}

describe('customer-care sign-in', () => {
  it('gives a demo operator a token that the session call accepts', async () => {
    const response = await signIn('agent@escapade.example', 'escapade-care');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, email, expiresAt } = response.json();
    expect(email).toBe('agent@escapade.example');
    expect(typeof token).toBe('string');
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(7.9);
    expect(hours).toBeLessThanOrEqual(8);

    const session = await testApp.app.inject({ method: 'GET', url: '/gateway/care/session', headers: { authorization: `Bearer ${token}` } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ email: 'agent@escapade.example', expiresAt });
  });

  it('answers 401 for a wrong password or an unknown operator', async () => {
    for (const [email, password] of [
      ['agent@escapade.example', 'nope'],
      ['someone@escapade.example', 'escapade-care'],
    ]) {
      const response = await signIn(email!, password!);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Email or password is incorrect' });
    }
  });

  it('answers 400 when a field is missing', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/gateway/care/sign-in', payload: { email: 'agent@escapade.example' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("body must have required property 'password'");
  });
});

describe('GET /gateway/care/session', () => {
  it('answers 401 without a token, with a bad one or an expired one', async () => {
    const expired = issueCareToken('agent@escapade.example', Date.now() - 9 * 3_600_000, DEV_CARE_TOKEN_SECRET).token;
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: `Bearer ${expired}` }, { authorization: 'Basic abc' }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/gateway/care/session', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });
});
