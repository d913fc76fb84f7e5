import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The search's smoke journey on a catalogue ten times the default (24,000 hotels): a shop of its
 * own, on ports and in a folder of its own, started after the main journeys' shop has stopped
 * (its catalogue is generated on first start, about 10 s). E2E_LARGE_EDGE_PORT, E2E_LARGE_CDN_PORT,
 * E2E_LARGE_API_PORT and E2E_LARGE_LOCAL_DIR override the defaults.
 */
export const LARGE_CATALOGUE_HOTELS = 24_000;
const ports = {
  edge: Number(process.env.E2E_LARGE_EDGE_PORT ?? 3800),
  cdn: Number(process.env.E2E_LARGE_CDN_PORT ?? 3900),
  api: Number(process.env.E2E_LARGE_API_PORT ?? 4800),
};
const localDir = process.env.E2E_LARGE_LOCAL_DIR ?? '.local/e2e-large';

export default defineConfig({
  ...baseConfig,
  testDir: './large-catalogue',
  use: { ...baseConfig.use, baseURL: `http://localhost:${ports.edge}` },
  webServer: {
    command: 'npm start',
    cwd: path.resolve(__dirname, '..'),
    url: `http://localhost:${ports.edge}/registry.json`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      EDGE_PORT: String(ports.edge),
      CDN_PORT: String(ports.cdn),
      API_PORT: String(ports.api),
      ESCAPADE_LOCAL_DIR: localDir,
      ESCAPADE_HOTEL_COUNT: String(LARGE_CATALOGUE_HOTELS),
    },
  },
});
