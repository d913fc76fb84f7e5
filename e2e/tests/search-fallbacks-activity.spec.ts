import { expect, test } from '../support/test';

// Offer cards and their links, fallback suggestions when a search finds nothing, with the message
// that says so, and the activity flow (mfe-search).

// Arcachon (city 10045) has no wellness stay (theme 26) in the generated catalogue, while stays
// of other themes exist within 30 km: the exact search finds nothing and the suggestions do.
const NO_EXACT_RESULT = '/recherche#city=10045&theme=26';

test('a search without exact result shows the suggestions and their cards', async ({ page }) => {
  await page.goto(NO_EXACT_RESULT);
  // Suggestions load once scrolled into view (10 % visible): bring the first one up.
  await page.getByRole('status', { name: 'Chargement des suggestions' }).first().scrollIntoViewIfNeeded();
  await expect(
    page.getByText("Aucun résultat exact n'a été trouvé pour votre recherche. Voici des séjours qui s'en approchent."),
  ).toBeVisible();

  const suggestions = page.getByRole('region', { name: 'Arcachon et ses environs (30 km) · Toutes les thématiques' });
  await expect(suggestions.getByRole('article')).toHaveCount(3);
  // The first relaxation (same area, same theme) finds nothing too: it shows no section.
  await expect(page.getByRole('region', { name: 'Arcachon et ses environs (30 km)', exact: true })).toHaveCount(0);

  // Suggested cards open their stay with the suggestion's criteria (around Arcachon, no theme).
  const firstCard = suggestions.getByRole('article').first();
  await expect(firstCard.getByText(/\d\s?€/).first()).toBeVisible();
  const link = firstCard.getByRole('heading').getByRole('link');
  await expect(link).toHaveAttribute(
    'href',
    /^\/sejour\/\d+\?flow=booking#lat=[\d.]+&lng=-?[\d.]+&distanceMin=0&distanceMax=30&sort=distance$/,
  );
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/sejour\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the activity flow lists activities with prices per person for 1 or 2 participants', async ({ page }) => {
  await page.goto('/activites?flow=activity#city=10001');
  await expect(page.getByRole('heading', { name: /^\d+ activités?$/ })).toBeVisible();
  const prices = page.getByText(/^\d+(,\d+)?\s?€ \/ pers\.$/);
  await expect(prices.first()).toBeVisible();
  const firstPrice = (await prices.first().innerText()).trim();

  const participants = page.getByRole('textbox', { name: 'Participants' });
  await expect(participants).toHaveValue('2');
  await expect(page.getByText('De 1 à 2 participants')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ajouter un participant/ })).toBeDisabled();
  await page.getByRole('button', { name: /^Retirer un participant/ }).click();
  await expect(page).toHaveURL(/#.*a=1/);
  await expect(participants).toHaveValue('1');
  // The price is per person: the same for one participant as for two.
  await expect(prices.first()).toHaveText(firstPrice);

  const activityLink = page
    .getByRole('list', { name: /^Activités de / })
    .first()
    .getByRole('link')
    .first();
  await expect(activityLink).toHaveAttribute('href', /^\/activite\/\d+#a=1$/);
});

test('a card heart saves the stay in the wishlist and the cancellation conditions explain the refund', async ({
  page,
}) => {
  await page.goto('/recherche#city=10001');
  const card = page.getByRole('article').first();
  const heart = card.getByRole('button', { name: "Ajouter à ma liste d'envies" });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  const cancellable = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: "Conditions d'annulation" }) })
    .first();
  await cancellable.getByRole('button', { name: "Conditions d'annulation" }).click();
  const dialog = page.getByRole('dialog', { name: "Conditions d'annulation" });
  // The stay's own terms (the api's words), then the rule, step by step.
  await expect(dialog.getByText(/^Modification gratuite jusqu/)).toBeVisible();
  const rules = dialog.getByRole('list');
  await expect(rules.getByText(/remboursement de 80\s%\sde chaque nuit/)).toBeVisible();
  await expect(rules.getByText('Aucun remboursement.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
});
