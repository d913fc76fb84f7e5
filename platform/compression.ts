/**
 * Compression at the edge and the cdn. Built files are compressed once at build time (brotli 11 and
 * gzip 9, written beside each file as .br and .gz) and served as they are; what is made per request
 * (pages, the registry, the api's JSON) is compressed on the way out at a quality fast enough not to
 * delay the answer. Either way the answer says it varies with Accept-Encoding, so a cache never hands
 * brotli to a client that cannot read it.
 */
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Files the build writes .br and .gz copies of (platform/webpack.app.cjs). */
export const PRECOMPRESSED_FILE = /\.(js|css|html|json|svg|txt)$/;

/** Brotli quality for answers compressed per request: 4 is several times faster than 11 for a few % more bytes. */
export const DYNAMIC_BROTLI_QUALITY = 4;

/** Smaller answers are sent as they are: compressing them would save less than a packet. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function registerCompression(server: FastifyInstance): Promise<void> {
  await server.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}

/** The file a static answer stands for: `remoteEntry.js` when its `remoteEntry.js.br` copy is sent. */
export function originalFile(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, '');
}

/** For static files: an answer whose body depends on Accept-Encoding says so. */
export function varyOnEncoding(response: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  if (PRECOMPRESSED_FILE.test(originalFile(filePath))) response.setHeader('Vary', 'Accept-Encoding');
}
