import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForRemote } from '../support/test';
import { E2E_LOCAL_DIR } from '../support/ports';
import { waitForLiveRegistry } from '../support/registry-live';
import { REPO_ROOT, changeRepoFile, keepAppBuild, npmDeploy } from '../support/team-commands';

// What teams do while the shop runs: deploy a remote alone (and roll it back) with no shell
// rebuild, and the contract check that keeps a remote built for another contract off the pages.

const registryFile = path.resolve(REPO_ROOT, E2E_LOCAL_DIR, 'registry.json');
const UNAVAILABLE = 'Cette partie de la page est indisponible pour le moment.';

interface RegistryFile {
  remotes: Record<string, { version: string; contractRange: string }>;
}

const readRegistry = (): RegistryFile => JSON.parse(fs.readFileSync(registryFile, 'utf8')) as RegistryFile;
const liveVersion = (remote: string) => readRegistry().remotes[remote]!.version;

async function waitForLiveVersion(request: APIRequestContext, remote: string, version: string): Promise<void> {
  await waitForLiveRegistry(request, (served) => served.remotes[remote]!.version === version);
}

/** The shell's build as the edge serves it: its source stamp and its start-up script's name. */
function shellBuild(): { stamp: string; scripts: string[] } {
  const dist = path.join(REPO_ROOT, 'shell/dist');
  return {
    stamp: fs.readFileSync(path.join(dist, '.source-hash'), 'utf8'),
    scripts: fs.readdirSync(dist).filter((name) => /^bootstrap\.[0-9a-f]+\.js$/.test(name)),
  };
}

test.describe('a team deploys mfe-content while the shop runs', () => {
  // A deploy builds the changed remote: minutes on a busy machine, not the journeys' usual minute.
  test.setTimeout(480_000);

  test('the next page load shows it, rendered on the server; --rollback brings the previous one back', async ({
    page,
    request,
  }) => {
    const before = liveVersion('mfe-content');
    const shellBefore = shellBuild();
    const putBuildBack = keepAppBuild('mfe-content');
    const putSourceBack = changeRepoFile('mfe-content/src/i18n/fr.json', (text) =>
      text.replace('"fromPrice": "dès {{price}}"', '"fromPrice": "à partir de {{price}}"'),
    );
    try {
      const deployed = npmDeploy('mfe-content');
      putSourceBack();
      expect(deployed.status, deployed.output).toBe(0);
      const version = liveVersion('mfe-content');
      expect(version).not.toBe(before);
      expect(deployed.output).toContain(`mfe-content ${version} is live`);
      await waitForLiveVersion(request, 'mfe-content', version);

      // The server renders the new version: its text is in the page's markup, and the browser mounts it.
      expect(await (await request.get('/')).text()).toMatch(/à partir de \d+/);
      await page.goto('/');
      await waitForRemote(page, 'mfe-content');
      await expect(page.getByText(/^à partir de \d+/).first()).toBeVisible();

      // Rolled back: the version before is live again, with no build.
      const rolledBack = npmDeploy('mfe-content', '--rollback');
      expect(rolledBack.status, rolledBack.output).toBe(0);
      expect(rolledBack.output).toContain(`mfe-content ${before} is live`);
      await waitForLiveVersion(request, 'mfe-content', before);
      expect(await (await request.get('/')).text()).not.toMatch(/à partir de \d+/);
    } finally {
      putSourceBack();
      // A journey stopped half-way leaves the shop as it found it for the journeys after it.
      if (liveVersion('mfe-content') !== before) npmDeploy('mfe-content', '--rollback');
      putBuildBack();
    }

    // The shell was neither rebuilt nor restarted.
    expect(shellBuild()).toEqual(shellBefore);
  });
});

test.describe('a remote built for another contract', () => {
  test('npm run deploy refuses it, naming both versions, and the live version stays', async () => {
    const before = liveVersion('mfe-content');
    const putBack = changeRepoFile('mfe-content/package.json', (text) =>
      text.replace('"contractRange": "^1.0.0"', '"contractRange": "^2.0.0"'),
    );
    try {
      const refused = npmDeploy('mfe-content');
      expect(refused.status).not.toBe(0);
      expect(refused.output).toMatch(
        /mfe-content is built for contract \^2\.0\.0; the shell provides contract 1\.\d+\.\d+/,
      );
      expect(refused.output).toContain('--force');
    } finally {
      putBack();
    }
    expect(liveVersion('mfe-content')).toBe(before);
  });

  test('is not mounted when it is live: its outlet shows the unavailable panel, the frame works', async ({
    page,
    request,
  }) => {
    const original = fs.readFileSync(registryFile, 'utf8');
    const registry = JSON.parse(original) as RegistryFile;
    const live = registry.remotes['mfe-content']!;
    // What a `--force` deploy of such a build leaves in the registry.
    registry.remotes['mfe-content'] = { ...live, contractRange: '^2.0.0' };
    fs.writeFileSync(registryFile, JSON.stringify(registry, null, 2));
    try {
      await waitForLiveRegistry(request, (served) =>
        JSON.stringify(served.remotes['mfe-content']).includes('"contractRange":"^2.0.0"'),
      );
      // Not rendered on the server either.
      const html = await (await request.get('/')).text();
      expect(html).toContain('data-remote="mfe-content" data-status="loading"');

      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto('/');
      const outlet = page.locator('[data-remote="mfe-content"]');
      await expect(outlet.getByText(UNAVAILABLE)).toBeVisible();
      await expect(outlet).toHaveAttribute('data-status', 'failed');
      expect(errors.join('\n')).toMatch(
        new RegExp(`${live.version} was built for contract \\^2\\.0\\.0; the shell provides contract 1\\.\\d+\\.\\d+`),
      );
      // The frame around it works: the header's flow toggle takes the shopper to the gifts.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('group', { name: 'Je cherche' }).getByRole('button', { name: 'Cadeaux' }).click();
      await expect(page).toHaveURL(/flow=gifting/);
    } finally {
      fs.writeFileSync(registryFile, original);
      await waitForLiveVersion(request, 'mfe-content', live.version);
      await waitForLiveRegistry(request, (served) => !JSON.stringify(served.remotes['mfe-content']).includes('^2.0.0'));
    }
  });
});
