import path from 'node:path';
import type { PlatformConfig } from './config';
import { overridePolicyOf } from './remote-overrides';

/** A platform config for tests: servers on free ports of loopback, files under `localDir`. */
export function testPlatformConfig(
  localDir: string,
  apiPort = 0,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  return {
    edgePort: 0,
    cdnPort: 0,
    apiPort,
    host: '127.0.0.1',
    localDir,
    cdnDir: path.join(localDir, 'cdn'),
    registryFile: path.join(localDir, 'registry.json'),
    dataDir: path.join(localDir, 'data'),
    cdnOrigin: 'http://localhost:3100',
    apiOrigin: `http://127.0.0.1:${apiPort || 1}`,
    siteDomains: ['localhost'],
    serverBundleToken: 'test-server-bundle-token',
    remoteOverrides: overridePolicyOf({}, 'http://localhost:3100'),
    ...overrides,
  };
}
