/** GET /api/boxes/search?locale — every gift box, for the boxes listing page (which keeps the EBOX codes). */
import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { boxFormatOfCode } from '../gift-boxes/box-format';
import { boxImages, boxPrice, boxSlug } from '../gift-boxes/box-presentation';
import type { AppContext } from './app-context';
import { localeSchema } from './common-schemas';

export function registerBoxesSearchRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/boxes/search',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request) => {
      const language = languageOf(request.query.locale);
      return {
        boxes: [...catalogue.giftBoxes.values()].map((box) => {
          const images = boxImages(box);
          return {
            code: box.code,
            title: box.labels[language],
            slug: boxSlug(box, language),
            description: box.descriptions[language],
            price: boxPrice(box),
            nights: box.nights,
            people: box.people,
            format: boxFormatOfCode(box.code) ?? box.format,
            imageUrl: images.main,
            images,
          };
        }),
      };
    },
  );
}
