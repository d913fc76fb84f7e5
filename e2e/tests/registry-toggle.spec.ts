import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E_LOCAL_DIR, site } from '../support/ports';
import { waitForLiveRegistry } from '../support/registry-live';

const repoRoot = path.resolve(__dirname, '../..');

/** What the shell team runs: npm run registry -- disable|enable <remote> <locale>. */
function registry(...args: string[]): void {
  execFileSync(process.execPath, [require.resolve('tsx/cli'), 'platform/registry-cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ESCAPADE_LOCAL_DIR: E2E_LOCAL_DIR },
    stdio: 'ignore',
  });
}

test.describe('a remote switched off for one locale', () => {
  const giftOnSpain = (live: boolean) => async (request: APIRequestContext) =>
    waitForLiveRegistry(request, (registry) => registry.remotes['mfe-gift']!.enabledLocales.includes('es_ES') === live);

  test.afterEach(async ({ request }) => {
    registry('enable', 'mfe-gift', 'es_ES');
    await giftOnSpain(true)(request);
  });

  test('disappears on es_ES and stays on fr_FR', async ({ page, request }) => {
    registry('disable', 'mfe-gift', 'es_ES');
    await giftOnSpain(false)(request);

    // es_ES: the gift pages show the not-available page and the Gifts toggle is gone.
    await page.goto(`${site('es')}/regalo/1?flow=gifting`);
    await expect(page.getByText('Esta página no está disponible en este sitio.')).toBeVisible();
    await page.goto(`${site('es')}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Busco' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Regalos', exact: true })).toHaveCount(0);

    // fr_FR keeps them.
    await page.goto(`${site('')}/cadeau/1?flow=gifting`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText("Cette page n'est pas disponible sur ce site.")).toHaveCount(0);
    await page.goto(`${site('')}/`);
    await expect(
      page.getByRole('group', { name: 'Je cherche' }).getByRole('button', { name: 'Cadeaux' }),
    ).toBeVisible();
  });
});
