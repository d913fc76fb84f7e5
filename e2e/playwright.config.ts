import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_PORTS, E2E_LOCAL_DIR } from './support/ports';

// Debian's Chromium by default (Playwright cannot download browsers here); CHROMIUM_PATH overrides
// it, and where neither exists Playwright's own browser is used.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.edge}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  // The production build on ports of its own, so e2e runs beside `npm start`.
  webServer: {
    command: 'npx tsx e2e/support/fresh-shop-store.ts && npm start',
    cwd: path.resolve(__dirname, '..'),
    url: `http://localhost:${E2E_PORTS.edge}/registry.json`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      EDGE_PORT: String(E2E_PORTS.edge),
      CDN_PORT: String(E2E_PORTS.cdn),
      API_PORT: String(E2E_PORTS.api),
      ESCAPADE_LOCAL_DIR: E2E_LOCAL_DIR,
    },
  },
});
