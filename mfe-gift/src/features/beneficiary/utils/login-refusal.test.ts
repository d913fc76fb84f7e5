import { loginRefusalOf } from './login-refusal';

describe('loginRefusalOf', () => {
  it.each([
    [404, 'unknown'],
    [410, 'expired'],
    [429, 'tooManyAttempts'],
    [400, 'malformed'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [null, 'unavailable'],
  ] as const)('%s → %s', (status, refusal) => {
    expect(loginRefusalOf(status)).toBe(refusal);
  });
});
