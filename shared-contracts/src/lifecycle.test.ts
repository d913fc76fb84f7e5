import { CONTRACT_VERSION, satisfiesContract } from './lifecycle';

describe('satisfiesContract', () => {
  it.each([
    ['^1.0.0', '1.0.0', true],
    ['^1.0.0', '1.0.5', true],
    ['^1.0.0', '1.3.0', true],
    ['^1.2.0', '1.2.0', true],
    ['^1.2.0', '1.10.0', true],
    ['^1.2.3', '1.2.2', false],
    ['^1.2.0', '1.1.9', false],
    ['^1.0.0', '2.0.0', false],
    ['^2.0.0', '1.9.9', false],
    ['1.0.0', '1.2.0', true],
    [' ^1.0.0 ', '1.0.0', true],
    ['^0.2.0', '0.2.5', true],
    ['^0.2.0', '0.3.0', false],
    ['^0.0.3', '0.0.3', true],
    ['^0.0.3', '0.0.4', false],
    ['~1.0.0', '1.0.0', false],
    ['>=1.0.0', '1.0.0', false],
    ['latest', '1.0.0', false],
    ['^1.0', '1.0.0', false],
    ['^1.0.0', '1.0.0-beta', false],
  ])('%s with %s → %s', (range, version, expected) => {
    expect(satisfiesContract(range, version)).toBe(expected);
  });

  it('checks against the current contract version by default', () => {
    expect(satisfiesContract(`^${CONTRACT_VERSION}`)).toBe(true);
    expect(satisfiesContract('^99.0.0')).toBe(false);
  });

  it('never throws on odd input', () => {
    expect(satisfiesContract(undefined as unknown as string)).toBe(false);
  });
});
