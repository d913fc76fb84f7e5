import { LOCALES, languageOf, type Language, type Locale } from '@escapade/shared-contracts/locales';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface StaticContentJson {
  id: string;
  title: string;
  updatedOn: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** The footer's links (shell STATIC_PAGE_SLUGS) and titles: every one must lead to a page. */
const FOOTER_PAGES: Record<Language, Record<string, string>> = {
  fr: {
    'conditions-generales-de-vente': 'Conditions générales de vente',
    'conditions-d-utilisation': 'Conditions d’utilisation',
    'protection-des-donnees': 'Protection des données',
    cookies: 'Politique cookies',
    'devenir-partenaire': 'Devenir partenaire',
  },
  es: {
    'condiciones-generales-de-venta': 'Condiciones generales de venta',
    'condiciones-de-uso': 'Condiciones de uso',
    'proteccion-de-datos': 'Protección de datos',
    cookies: 'Política de cookies',
    'hazte-socio': 'Hágase socio',
  },
  it: {
    'condizioni-generali-di-vendita': 'Condizioni generali di vendita',
    'condizioni-di-utilizzo': 'Condizioni di utilizzo',
    'protezione-dei-dati': 'Protezione dei dati',
    cookie: 'Cookie policy',
    'diventa-partner': 'Diventa partner',
  },
  nl: {
    'algemene-verkoopvoorwaarden': 'Algemene verkoopvoorwaarden',
    gebruiksvoorwaarden: 'Gebruiksvoorwaarden',
    gegevensbescherming: 'Gegevensbescherming',
    cookies: 'Cookiebeleid',
    'partner-worden': 'Partner worden',
  },
};

function get(id: string, locale: string) {
  return testApp.app.inject({ url: `/api/static-content/${id}?locale=${locale}` });
}

async function pageOf(id: string, locale: Locale): Promise<StaticContentJson> {
  const response = await get(id, locale);
  expect(response.statusCode).toBe(200);
  return response.json<StaticContentJson>();
}

function textOf(page: StaticContentJson): string {
  return page.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join('\n');
}

const EVERY_FOOTER_LINK = LOCALES.flatMap((locale) =>
  Object.entries(FOOTER_PAGES[languageOf(locale)]).map(([id, title]) => ({ locale, id, title })),
);

describe('GET /api/static-content/:id', () => {
  it.each(EVERY_FOOTER_LINK)(
    'answers $id on $locale with its title and 5 to 9 sections',
    async ({ locale, id, title }) => {
      const response = await get(id, locale);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const page = response.json<StaticContentJson>();
      expect(Object.keys(page).sort()).toEqual(['id', 'sections', 'title', 'updatedOn']);
      expect(page).toMatchObject({ id, title });
      expect(page.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(page.updatedOn))).toBe(false);
      expect(page.sections.length).toBeGreaterThanOrEqual(5);
      expect(page.sections.length).toBeLessThanOrEqual(9);
      for (const section of page.sections) {
        expect(Object.keys(section).sort()).toEqual(['heading', 'paragraphs']);
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
        for (const paragraph of section.paragraphs) expect(paragraph.trim().length).toBeGreaterThan(20);
      }
      // Plain text: nothing a page would have to inject as markup, no placeholder left unfilled.
      expect(textOf(page)).not.toMatch(/[<>]|\{\{|\$\{|undefined/);
    },
  );

  it('gives each page the same sections in every language', async () => {
    const sectionCounts = await Promise.all(
      (['fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const).map(async (locale) =>
        Promise.all(
          Object.keys(FOOTER_PAGES[languageOf(locale)]).map(async (id) => (await pageOf(id, locale)).sections.length),
        ),
      ),
    );
    for (const counts of sectionCounts) expect(counts).toEqual(sectionCounts[0]);
  });

  it.each([
    ['an id of another language', 'conditions-generales-de-vente', 'es_ES'],
    ['the French cookie page id on the Italian site', 'cookies', 'it_IT'],
    ['the Dutch id on a French-speaking site', 'gegevensbescherming', 'fr_BE'],
    ['an unknown id', 'mentions-legales', 'fr_FR'],
  ])('answers 404 for %s', async (_case, id, locale) => {
    const response = await get(id, locale);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: expect.stringContaining(id) });
  });

  it('refuses a request without a known locale or with an id that is not a slug', async () => {
    expect((await testApp.app.inject({ url: '/api/static-content/cookies' })).statusCode).toBe(400);
    expect((await get('cookies', 'fr_CA')).statusCode).toBe(400);
    const oddId = await get('cookies%20policy', 'fr_FR');
    expect(oddId.statusCode).toBe(400);
    expect(oddId.json()).toMatchObject({
      statusCode: 400,
      message: 'params/id must be 1 to 64 letters, digits, - or _',
    });
  });

  it.each<[Locale, string, string, RegExp | null]>([
    [
      'fr_FR',
      'protection-des-donnees',
      'Commission nationale de l’informatique et des libertés (CNIL',
      /Autorité de protection/,
    ],
    ['fr_BE', 'protection-des-donnees', 'l’Autorité de protection des données (APD', /CNIL/],
    ['es_ES', 'proteccion-de-datos', 'Agencia Española de Protección de Datos (AEPD', null],
    ['it_IT', 'protezione-dei-dati', 'Garante per la protezione dei dati personali', null],
    ['nl_NL', 'gegevensbescherming', 'de Autoriteit Persoonsgegevens (AP', /Gegevensbeschermingsautoriteit/],
    ['nl_BE', 'gegevensbescherming', 'de Gegevensbeschermingsautoriteit (GBA', /Autoriteit Persoonsgegevens/],
  ])('names the supervisory authority of the %s site', async (locale, id, authority, otherCountry) => {
    const text = textOf(await pageOf(id, locale));
    expect(text).toContain(authority);
    if (otherCountry) expect(text).not.toMatch(otherCountry);
  });

  it('gives a Belgian site its language’s text with Belgium’s bodies', async () => {
    const france = await pageOf('conditions-generales-de-vente', 'fr_FR');
    const belgium = await pageOf('conditions-generales-de-vente', 'fr_BE');
    expect(belgium.title).toBe(france.title);
    expect(belgium.sections.map((section) => section.heading)).toEqual(
      france.sections.map((section) => section.heading),
    );
    expect(textOf(france)).toContain('Médiation Tourisme et Voyage');
    expect(textOf(belgium)).toContain('Commission de Litiges Voyages');
    expect(textOf(belgium)).not.toContain('Médiation Tourisme et Voyage');
  });

  it('states the rights of a data subject in each language', async () => {
    const rights: Record<Language, [string, Locale, string[]]> = {
      fr: [
        'protection-des-donnees',
        'fr_FR',
        ['accès', 'rectification', 'effacement', 'limitation', 'portabilité', 'opposition', 'réclamation'],
      ],
      es: [
        'proteccion-de-datos',
        'es_ES',
        ['acceso', 'rectificación', 'supresión', 'limitación', 'portabilidad', 'oposición', 'reclamación'],
      ],
      it: [
        'protezione-dei-dati',
        'it_IT',
        ['accesso', 'rettifica', 'cancellazione', 'limitazione', 'portabilità', 'opposizione', 'reclamo'],
      ],
      nl: [
        'gegevensbescherming',
        'nl_NL',
        ['inzage', 'rectificatie', 'verwijdering', 'beperking', 'overdraagbaarheid', 'bezwaar', 'klacht'],
      ],
    };
    for (const [id, locale, words] of Object.values(rights)) {
      const text = textOf(await pageOf(id, locale));
      for (const word of words) expect(text).toContain(word);
    }
  });

  it('gives gift validity, package travel rights and payment means in the sales conditions', async () => {
    const text = textOf(await pageOf('conditions-generales-de-vente', 'fr_FR'));
    expect(text).toContain('Un coffret est valable 18 mois, un séjour cadeau et une carte cadeau 12 mois');
    expect(text).toContain('directive (UE) 2015/2302');
    expect(text).toMatch(/carte bancaire.*portefeuille électronique/);
    expect(text).toContain('Les conditions d’annulation sont propres à chaque offre');
    const dutch = textOf(await pageOf('algemene-verkoopvoorwaarden', 'nl_BE'));
    expect(dutch).toContain('Een cadeaubox is 18 maanden geldig, een cadeauverblijf en een cadeaukaart 12 maanden');
    expect(dutch).toContain('Richtlijn (EU) 2015/2302');
  });

  it('tells how to change the cookie choice from the footer, in the words of its dialog', async () => {
    const french = await pageOf('cookies', 'fr_FR');
    expect(french.sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(['Cookies nécessaires', 'Mesure d’audience', 'Personnalisation et publicité']),
    );
    expect(textOf(french)).toContain('« Gérer mes cookies » en bas de chaque page');
    expect(textOf(await pageOf('cookies', 'es_ES'))).toContain('«Gestionar mis cookies» al pie de cada página');
    expect(textOf(await pageOf('cookie', 'it_IT'))).toContain('«Gestisci i cookie» in fondo a ogni pagina');
    expect(textOf(await pageOf('cookies', 'nl_NL'))).toContain('onderaan elke pagina op ‘Mijn cookies beheren’');
  });

  it.each(
    Object.entries({
      fr_FR: 'devenir-partenaire',
      es_ES: 'hazte-socio',
      it_IT: 'diventa-partner',
      nl_BE: 'partner-worden',
    }),
  )('tells hotels on %s where to write to join', async (locale, id) => {
    expect(textOf(await pageOf(id, locale as Locale))).toContain('partners@escapade.example');
  });
});
