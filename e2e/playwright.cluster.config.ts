import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The buying journeys against the production topology on one machine (`npm run cluster`): HAProxy
 * on :8080 in front of two edges, :8081 in front of two apis sharing PostgreSQL. Run after the
 * embedded shop's journeys, with E2E_EDGE_PORT=8080 and E2E_API_PORT=8081 (the e2e package's test
 * script sets them) so the journeys' own addresses point at the balancers. The cluster is started
 * on a fresh database before the tests and stopped after them.
 */
export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: ['tests/main-journey.spec.ts', 'tests/gifts.spec.ts', 'tests/checkout.spec.ts', 'cluster/*.spec.ts'],
  use: { ...baseConfig.use, baseURL: 'http://localhost:8080' },
  webServer: undefined,
  globalSetup: './cluster/start-cluster.ts',
  globalTeardown: './cluster/stop-cluster.ts',
});
