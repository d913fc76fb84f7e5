import type { FastifyInstance } from 'fastify';
import { IMAGE_KINDS, type ImageKind } from '../catalogue/catalogue-records';
import { renderScene } from '../images/svg-scene';
import { SLUG_PATTERN } from './common-schemas';

const DEFAULT_SIZE = { w: 960, h: 540 } as const;
const dimension = { type: 'integer', minimum: 16, maximum: 4000 } as const;

/** Generated pictures never change for a URL: cache them for a year. */
export function registerImagesRoute(app: FastifyInstance): void {
  app.get<{ Params: { kind: ImageKind; seed: string }; Querystring: { w: number; h: number } }>(
    '/images/:kind/:seed.svg',
    {
      schema: {
        params: {
          type: 'object',
          required: ['kind', 'seed'],
          properties: {
            kind: { type: 'string', enum: [...IMAGE_KINDS] },
            seed: { type: 'string', pattern: SLUG_PATTERN },
          },
        },
        querystring: {
          type: 'object',
          properties: { w: { ...dimension, default: DEFAULT_SIZE.w }, h: { ...dimension, default: DEFAULT_SIZE.h } },
        },
      },
    },
    async (request, reply) => {
      const svg = renderScene({
        kind: request.params.kind,
        seed: request.params.seed,
        width: request.query.w,
        height: request.query.h,
      });
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );
}
