/**
 * Generated scenes as WebP pictures, drawn once per address and kept while they are asked for.
 *
 * A phone decodes a raster picture on its image threads; the same scene as SVG is a document of a
 * hundred shapes that the page's main thread parses, styles, lays out and paints, which kept a
 * phone from answering taps while a page of photos loaded. Drawing the SVG with libvips (sharp)
 * costs 25–150 ms of one of the api's worker threads per picture, so each is drawn once: a
 * size-bounded memory cache keeps the latest ones, and a picture asked for twice while it is being
 * drawn is drawn once for both. Browsers and the CDN keep them for a year (their address never
 * changes meaning).
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** The largest picture drawn, in pixels (the shop asks for 1920 × 600 at most): a bigger one is refused. */
export const MAX_RASTER_PIXELS = 2_400_000;
/** Memory the drawn pictures may take (a card photo is 3–8 KB, a hero about 10 KB). */
const CACHE_BYTES = 64 * 1024 * 1024;
/** WebP quality: the flat colours of the scenes stay clean at this level, at a fraction of the bytes. */
const WEBP_QUALITY = 72;

export interface RasterRequest {
  /** The vector scene to draw. */
  svg: () => string;
}

export interface RasterPictures {
  /** The picture stored under `key` (one per scene and size), drawn from `request.svg()` if missing. */
  picture(key: string, request: RasterRequest): Promise<Buffer>;
}

export function createRasterPictures(cacheBytes = CACHE_BYTES): RasterPictures {
  const cache = new LRUCache<string, Buffer, RasterRequest>({
    maxSize: cacheBytes,
    sizeCalculation: (picture) => Math.max(1, picture.byteLength),
    fetchMethod: (_key, _stale, { context }) =>
      sharp(Buffer.from(context.svg())).webp({ quality: WEBP_QUALITY }).toBuffer(),
  });
  return {
    async picture(key, request) {
      const picture = await cache.fetch(key, { context: request });
      // fetchMethod always yields a picture or throws; undefined would only follow an abort.
      if (!picture) throw new Error(`The picture ${key} was not drawn`);
      return picture;
    },
  };
}
