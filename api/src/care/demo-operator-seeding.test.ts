import { shouldSeedDemoOperators } from './demo-operator-seeding';

describe('shouldSeedDemoOperators', () => {
  it('seeds the local shop by default', () => {
    expect(shouldSeedDemoOperators({})).toBe(true);
    expect(shouldSeedDemoOperators({ NODE_ENV: 'development' })).toBe(true);
    expect(shouldSeedDemoOperators({ NODE_ENV: 'test', CARE_DEMO_OPERATORS: 'on' })).toBe(true);
  });

  it('never seeds a production deployment, even when CARE_DEMO_OPERATORS is not off', () => {
    expect(shouldSeedDemoOperators({ NODE_ENV: 'production' })).toBe(false);
    expect(shouldSeedDemoOperators({ NODE_ENV: ' Production ' })).toBe(false);
    expect(shouldSeedDemoOperators({ NODE_ENV: 'production', CARE_DEMO_OPERATORS: 'on' })).toBe(false);
  });

  it('never seeds a deployment that names its database', () => {
    expect(shouldSeedDemoOperators({ DATABASE_URL: 'postgres://db.internal/escapade' })).toBe(false);
    expect(shouldSeedDemoOperators({ DATABASE_URL: 'file:/srv/escapade/shop.sqlite', CARE_DEMO_OPERATORS: 'on' })).toBe(
      false,
    );
    expect(shouldSeedDemoOperators({ DATABASE_URL: '' })).toBe(true);
  });

  it('does not seed when CARE_DEMO_OPERATORS=off', () => {
    expect(shouldSeedDemoOperators({ CARE_DEMO_OPERATORS: 'off' })).toBe(false);
    expect(shouldSeedDemoOperators({ CARE_DEMO_OPERATORS: 'OFF' })).toBe(false);
    expect(shouldSeedDemoOperators({ CARE_DEMO_OPERATORS: 'false' })).toBe(false);
  });

  it('reads the process environment when given none', () => {
    expect(shouldSeedDemoOperators()).toBe(shouldSeedDemoOperators(process.env));
  });
});
