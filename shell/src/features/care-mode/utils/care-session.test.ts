import { CARE_TOKEN_STORAGE_KEY, readCareToken, verifyStoredCareSession } from './care-session';

describe('care session at boot', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is null without a stored token, and asks nothing', async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(verifyStoredCareSession('http://shop.test')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the api with the token and keeps the operator', async () => {
    window.sessionStorage.setItem(CARE_TOKEN_STORAGE_KEY, 'tok');
    const fetchMock = jest.fn(async (_request: Request) =>
      Response.json({ email: 'agent@escapade.example', expiresAt: '2030-01-01T00:00:00.000Z' }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(verifyStoredCareSession('http://shop.test')).resolves.toEqual({
      token: 'tok',
      email: 'agent@escapade.example',
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toBe('http://shop.test/gateway/care/session');
    expect(request.headers.get('authorization')).toBe('Bearer tok');
  });

  it('forgets a token the api refuses', async () => {
    window.sessionStorage.setItem(CARE_TOKEN_STORAGE_KEY, 'expired');
    globalThis.fetch = jest.fn(async () =>
      Response.json({ statusCode: 401 }, { status: 401 }),
    ) as unknown as typeof fetch;
    await expect(verifyStoredCareSession('http://shop.test')).resolves.toBeNull();
    expect(readCareToken()).toBeNull();
  });

  it('keeps the token when the api cannot be reached (sign-in shown meanwhile)', async () => {
    window.sessionStorage.setItem(CARE_TOKEN_STORAGE_KEY, 'tok');
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(verifyStoredCareSession('http://shop.test')).resolves.toBeNull();
    expect(readCareToken()).toBe('tok');
  });
});
