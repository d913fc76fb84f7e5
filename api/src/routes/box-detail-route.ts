/** GET /gateway/boxes/:code/product-detail?locale — the gift box detail page. */
import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { boxFormatOfCode } from '../gift-boxes/box-format';
import { boxGalleryBySize, boxImages, boxPrice, boxSlug } from '../gift-boxes/box-presentation';
import { sendNotFound } from '../http/error-handling';
import { THEMES } from '../vocabulary/themes';
import type { AppContext } from './app-context';
import { boxCodeParamsSchema, localeSchema } from './common-schemas';

export function registerBoxDetailRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Params: { code: string }; Querystring: { locale: Locale } }>(
    '/gateway/boxes/:code/product-detail',
    {
      schema: {
        params: boxCodeParamsSchema,
        querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } },
      },
    },
    async (request, reply) => {
      const box = catalogue.giftBoxes.get(request.params.code);
      if (!box) return sendNotFound(reply, `No gift box with code ${request.params.code}`);
      const language = languageOf(request.query.locale);
      const title = box.labels[language];
      const slug = boxSlug(box, language);
      return {
        code: box.code,
        title,
        description: box.descriptions[language],
        includedContent: box.includedContent[language],
        // What the box is worth to its beneficiary: the price it is sold at.
        value: box.price,
        referencePrice: box.referencePrice,
        price: boxPrice(box),
        searchCriteriaProperties: { nights: box.nights, people: box.people, themeId: box.themeId },
        // A box without a theme opens stays of every theme.
        searchCriteria: { subthemas: box.themeId === null ? THEMES.map((theme) => theme.id) : [box.themeId] },
        slug,
        format: boxFormatOfCode(box.code) ?? box.format,
        images: { ...boxImages(box), mainBySize: boxGalleryBySize(box) },
        pageModel: {
          pageTitle: `${title} | Escapade`,
          canonicalUrl: `/p/${slug}/${box.code}`,
          alternateUrls: [],
          // Box pages are kept out of search engines' results; their links are still followed.
          metaRobots: 'noindex, follow',
        },
      };
    },
  );
}
