import { HttpResponse } from 'msw';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { CARE_TOKEN_STORAGE_KEY, readCareToken } from '@escapade/shared-contracts/care-token';
import { verifyStoredCareSession } from './care-session';

const API_BASE = 'http://shop.test';
const api = setupApiMock(API_BASE);
const shopApi = createApiClient(API_BASE);

describe('care session at boot', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is null without a stored token, and asks nothing', async () => {
    await expect(verifyStoredCareSession(shopApi)).resolves.toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('asks the api with the token and keeps the operator', async () => {
    window.sessionStorage.setItem(CARE_TOKEN_STORAGE_KEY, 'tok');
    let authorization: string | null = null;
    api.answer('/gateway/care/session', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ email: 'agent@escapade.example', expiresAt: '2030-01-01T00:00:00.000Z' });
    });
    await expect(verifyStoredCareSession(shopApi)).resolves.toEqual({
      token: 'tok',
      email: 'agent@escapade.example',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    expect(api.requests.map(({ url }) => url.href)).toEqual(['http://shop.test/gateway/care/session']);
    expect(authorization).toBe('Bearer tok');
  });

  it('forgets a token the api refuses', async () => {
    window.sessionStorage.setItem(CARE_TOKEN_STORAGE_KEY, 'expired');
    api.error('/gateway/care/session', 401, { body: { statusCode: 401 } });
    await expect(verifyStoredCareSession(shopApi)).resolves.toBeNull();
    expect(readCareToken()).toBeNull();
  });

  it('keeps the token when the api cannot be reached (sign-in shown meanwhile)', async () => {
    window.sessionStorage.setItem(CARE_TOKEN_STORAGE_KEY, 'tok');
    api.answer('/gateway/care/session', () => HttpResponse.error());
    await expect(verifyStoredCareSession(shopApi)).resolves.toBeNull();
    expect(readCareToken()).toBe('tok');
  });
});
