import type { FastifyInstance, FastifyReply } from 'fastify';
import { IMAGE_KINDS, type ImageKind } from '../catalogue/catalogue-records';
import { renderPartnerLogo } from '../images/partner-logo';
import { createRasterPictures, MAX_RASTER_PIXELS } from '../images/raster-pictures';
import { renderScene } from '../images/svg-scene';
import { ClientError } from '../http/error-handling';
import { SLUG_PATTERN } from './common-schemas';

const DEFAULT_SIZE = { w: 960, h: 540 } as const;
const DEFAULT_LOGO_SIZE = { w: 240, h: 80 } as const;
const dimension = { type: 'integer', minimum: 16, maximum: 4000 } as const;
const seedSchema = { type: 'string', pattern: SLUG_PATTERN } as const;

function sizeQuerySchema(size: { w: number; h: number }) {
  return {
    type: 'object',
    properties: { w: { ...dimension, default: size.w }, h: { ...dimension, default: size.h } },
  } as const;
}

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
const WEBP_TYPE = 'image/webp';

/** Generated pictures never change for a URL, whatever their format: cache them for a year. */
function sendPicture(reply: FastifyReply, contentType: string, picture: string | Buffer): FastifyReply {
  return reply
    .header('Content-Type', contentType)
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .send(picture);
}

const sceneSchema = {
  params: {
    type: 'object',
    required: ['kind', 'seed'],
    properties: { kind: { type: 'string', enum: [...IMAGE_KINDS] }, seed: seedSchema },
  },
  querystring: sizeQuerySchema(DEFAULT_SIZE),
} as const;

interface SceneRequest {
  Params: { kind: ImageKind; seed: string };
  Querystring: { w: number; h: number };
}

export function registerImagesRoute(app: FastifyInstance): void {
  // The scene as vector graphics: the original every raster picture is drawn from.
  app.get<SceneRequest>('/images/:kind/:seed.svg', { schema: sceneSchema }, async (request, reply) => {
    const svg = renderScene({
      kind: request.params.kind,
      seed: request.params.seed,
      width: request.query.w,
      height: request.query.h,
    });
    return sendPicture(reply, SVG_TYPE, svg);
  });

  // The scene as the pages show it (see images/picture-url.ts): WebP, drawn once per size.
  const rasterPictures = createRasterPictures();
  app.get<SceneRequest>('/images/:kind/:seed.webp', { schema: sceneSchema }, async (request, reply) => {
    const { kind, seed } = request.params;
    const { w: width, h: height } = request.query;
    if (width * height > MAX_RASTER_PIXELS) {
      throw new ClientError(400, `A picture is at most ${MAX_RASTER_PIXELS} pixels (w × h)`);
    }
    const picture = await rasterPictures.picture(`${kind}/${seed}/${width}x${height}`, {
      svg: () => renderScene({ kind, seed, width, height }),
    });
    return sendPicture(reply, WEBP_TYPE, picture);
  });

  // Partner logos (minisites): the seed is the partner's address, its initials are drawn.
  app.get<{ Params: { seed: string }; Querystring: { w: number; h: number } }>(
    '/images/logo/:seed.svg',
    {
      schema: {
        params: { type: 'object', required: ['seed'], properties: { seed: seedSchema } },
        querystring: sizeQuerySchema(DEFAULT_LOGO_SIZE),
      },
    },
    async (request, reply) => {
      const svg = renderPartnerLogo({ seed: request.params.seed, width: request.query.w, height: request.query.h });
      return sendPicture(reply, SVG_TYPE, svg);
    },
  );
}
