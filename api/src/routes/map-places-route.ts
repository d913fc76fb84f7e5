import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

/**
 * The places the results map labels over its offline base layer (the country shapes carry no
 * names): the countries and cities of the catalogue, with their coordinates and, for cities,
 * the population that decides from which zoom a label shows.
 */
export function registerMapPlacesRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  const byLanguage = new Map<string, unknown>();
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/map-places.json',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request, reply) => {
      const language = languageOf(request.query.locale);
      let answer = byLanguage.get(language);
      if (!answer) {
        answer = {
          places: [
            ...[...catalogue.countries.values()].map((country) => ({
              id: country.id,
              category: 'country',
              label: country.labels[language],
              lat: country.lat,
              lng: country.lng,
              population: null,
            })),
            ...[...catalogue.cities.values()]
              .sort((a, b) => b.population - a.population)
              .map((city) => ({
                id: city.id,
                category: 'city',
                label: city.labels[language],
                lat: city.lat,
                lng: city.lng,
                population: city.population,
              })),
          ],
        };
        byLanguage.set(language, answer);
      }
      // The catalogue's geography changes only with a new catalogue: let browsers keep it a day.
      void reply.header('cache-control', 'public, max-age=86400');
      return answer;
    },
  );
}
