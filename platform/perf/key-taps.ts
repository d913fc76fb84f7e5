/** The four taps whose delay `npm run perf` measures: those a shopper makes on the way to a booking. */
import type { Page } from 'playwright-core';
import { MEASURED_CITY_ID, MEASURED_STAY_ID } from './performance-budgets';
import type { KeyTap } from './tap-delay';

const STAY_PATH = `/sejour/${MEASURED_STAY_ID}?flow=booking`;
const bookingPanel = (page: Page) => page.getByRole('complementary', { name: 'Votre réservation' });

export const KEY_TAPS: readonly KeyTap[] = [
  {
    name: 'open the calendar',
    path: STAY_PATH,
    remote: 'mfe-product',
    target: (page) => bookingPanel(page).getByRole('button', { name: /Choisir les dates du séjour|Dates du séjour/ }),
    answered: (page) => page.getByRole('dialog', { name: 'Dates du séjour' }),
  },
  {
    name: 'open a filter',
    path: `/recherche?flow=booking#city=${MEASURED_CITY_ID}`,
    remote: 'mfe-search',
    target: (page) =>
      page.getByRole('toolbar', { name: 'Affiner les résultats' }).getByRole('button', { name: /^Filtrer/ }),
    answered: (page) => page.getByRole('dialog', { name: 'Filtres' }),
  },
  {
    name: 'open the gallery',
    path: STAY_PATH,
    remote: 'mfe-product',
    target: (page) => page.getByRole('button', { name: /^Voir (les \d+ photos|\d+ photo)$/ }).first(),
    answered: (page) => page.getByRole('dialog', { name: /^Photos/ }),
  },
  {
    name: 'add a traveller',
    path: STAY_PATH,
    remote: 'mfe-product',
    target: (page) => bookingPanel(page).getByRole('button', { name: 'Augmenter Adultes' }),
    answered: (page) => bookingPanel(page).getByRole('button', { name: 'Valider les voyageurs' }),
  },
];
