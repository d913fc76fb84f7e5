import { expect, type Locator, type Page } from '@playwright/test';

/** How long one typing waits for the suggestions before typing again. */
const SUGGESTIONS_WAIT_MS = 5_000;
/** How long the search box may take to be taken over by its code and offer suggestions. */
const DESTINATION_READY_MS = 45_000;

/**
 * Types a destination and picks the first suggestion that starts with `label`, as a shopper would:
 * text typed into the server-rendered box before its code has taken it over is lost (the code's
 * first render shows the box empty), so the shopper, seeing no suggestion, types it again.
 */
export async function chooseDestination(page: Page, searchBox: Locator, label: string): Promise<void> {
  const destination = searchBox.getByRole('combobox', { name: 'Destination' });
  const suggestion = page.getByRole('option', { name: new RegExp(`^${label}`) }).first();
  await expect(async () => {
    await destination.fill(label);
    await expect(suggestion).toBeVisible({ timeout: SUGGESTIONS_WAIT_MS });
  }).toPass({ timeout: DESTINATION_READY_MS });
  await suggestion.click();
  await expect(destination).toHaveValue(label);
}
