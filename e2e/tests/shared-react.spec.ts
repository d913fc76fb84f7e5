import { expect, test } from '../support/test';

// React and react-dom are shared singletons: one download per page load, however many remotes mount.
test('React and react-dom are downloaded once on a page with three remotes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  // mfe-content's home with mfe-search's SearchBox widget inside it.
  await expect(page.getByRole('search', { name: 'Rechercher un séjour' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Paris/ })
    .first()
    .click();
  await expect(page.getByRole('article').first()).toBeVisible();

  const count = (pattern: RegExp) => scripts.filter((url) => pattern.test(url)).length;
  expect(count(/node_modules_react_index_js\./)).toBe(1);
  expect(count(/node_modules_react-dom_index_js/)).toBe(1);
  expect(count(/node_modules_react-dom_client_js/)).toBe(1);
  // The remotes' own fallback copies never load.
  expect(
    scripts.filter((url) => /:\d+\/mfe-[a-z-]+\/.*node_modules_react(-dom)?_(index|client|jsx-runtime)_js/.test(url)),
  ).toEqual([]);
});
