/**
 * The local cdn: serves <cdn>/<remote>/<version>/… with CORS. Versioned files never change, so
 * they are cached for a year; manifests and entry files are revalidated on every load.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PlatformConfig } from './config';

const REVALIDATED = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'deployments.json']);

export async function createCdn(config: PlatformConfig): Promise<FastifyInstance> {
  const cdn = Fastify({ logger: false });
  await cdn.register(fastifyStatic, {
    root: config.cdnDir,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', REVALIDATED.has(path.basename(filePath)) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  cdn.get('/health', async () => ({ status: 'ok' }));
  return cdn;
}
