import { LANGUAGES, LOCALES, languageOf } from '@escapade/shared-contracts/locales';
import { DEFAULT_SLEEVE_ID, SLEEVE_CATEGORIES, SLEEVE_EXTRAS } from '../orders/gift-extras';
import { get, post } from '../orders/purchase-fixtures';
import type { PurchaseItems } from '../orders/purchase-items';
import { isOnSale } from '../stays/offers-on-sale';
import { openTestCatalogue, type TestCatalogue } from '../test/test-catalogue';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let testCatalogue: TestCatalogue;
beforeAll(async () => {
  testApp = await createTestApp();
  testCatalogue = openTestCatalogue(testApp.dataDir);
});
afterAll(async () => {
  testCatalogue.close();
  await testApp.close();
});

interface SubElement {
  id: string;
  name: string;
  imageUrl: string;
  categoryId: number;
  recommendedByWed: boolean;
  price: number;
}

const subElements = (query: string) => get(testApp.app, `/gateway/sub-elements/available-custom-sub-elements${query}`);

async function listed(locale: string): Promise<{ availableCustomSubElements: SubElement[]; categories: unknown[] }> {
  const response = await subElements(`?locale=${locale}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A physical gift stay of one night with these sleeve extras. */
function physicalGiftStay(sleeves: string[]): PurchaseItems {
  const today = testCatalogue.catalogue.todayIso();
  const offerId = testCatalogue.catalogue.rows.find((row) => row.offer.giftable && isOnSale(row.offer, today))!.offer
    .id;
  return {
    insuranceItem: false,
    promotionCodeItem: null,
    giftItem: { kind: 'stay', offerId, nights: 1, format: 'physical', sleeves, customisation: null },
  };
}

const price = (items: PurchaseItems) => post(testApp.app, '/gateway/purchase/price', { locale: 'fr_FR', items });

describe('GET /gateway/sub-elements/available-custom-sub-elements', () => {
  it('lists the extras in the request’s language, without the default sleeve the page adds', async () => {
    const names = new Map<string, Set<string>>();
    for (const locale of LOCALES) {
      const { availableCustomSubElements } = await listed(locale);
      const ids = availableCustomSubElements.map((extra) => extra.id);
      expect(ids).not.toContain(DEFAULT_SLEEVE_ID);
      expect(ids).toHaveLength(SLEEVE_EXTRAS.length - 1);
      for (const extra of availableCustomSubElements) {
        expect(extra.name).toBe(SLEEVE_EXTRAS.find((known) => known.id === extra.id)!.names[languageOf(locale)]);
        expect(extra.imageUrl).toMatch(/^\//);
        names.set(extra.id, (names.get(extra.id) ?? new Set()).add(extra.name));
      }
    }
    // Each extra reads differently in each of the four languages.
    for (const perLanguage of names.values()) expect(perLanguage.size).toBe(LANGUAGES.length);
  });

  it('gives every category its names in each language and whether it takes one extra only', async () => {
    const { availableCustomSubElements, categories } = await listed('es_ES');
    expect(categories).toEqual(
      SLEEVE_CATEGORIES.map((category) => ({
        id: category.id,
        description: expect.any(String),
        names: Object.fromEntries(LANGUAGES.map((language) => [language, category.names[language]])),
        singleSelection: category.singleSelection,
      })),
    );
    expect(categories).toContainEqual(expect.objectContaining({ id: 2, singleSelection: true }));
    for (const extra of availableCustomSubElements) {
      expect(categories).toContainEqual(expect.objectContaining({ id: extra.categoryId }));
    }
  });

  it('lists extras a gift can be bought with, each at its listed price', async () => {
    const { availableCustomSubElements } = await listed('fr_FR');
    for (const extra of availableCustomSubElements) {
      const withExtra = await price(physicalGiftStay([extra.id]));
      expect(withExtra.statusCode).toBe(200);
      expect(withExtra.json().lines).toContainEqual({ kind: 'sleeves', amount: extra.price });
    }
  });

  it('leaves the default sleeve a sleeve a gift may name, at no cost', async () => {
    const response = await price(physicalGiftStay([DEFAULT_SLEEVE_ID]));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.bookable).toBe(true);
    expect(answer.lines).toContainEqual({ kind: 'sleeves', amount: 0 });
    // It is the sleeve of category 2: a finer one replaces it, never comes with it.
    const listedSleeve = (await listed('fr_FR')).availableCustomSubElements.find((extra) => extra.categoryId === 2)!;
    expect((await price(physicalGiftStay([DEFAULT_SLEEVE_ID, listedSleeve.id]))).statusCode).toBe(400);
  });

  it('answers 400 without a locale or for one the shop does not sell in', async () => {
    for (const query of ['', '?locale=de_DE', '?locale=it', '?locale=']) {
      const response = await subElements(query);
      expect([response.statusCode, response.json().message]).toEqual([400, expect.stringMatching(/locale/)]);
    }
  });
});
