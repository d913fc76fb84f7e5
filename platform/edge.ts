/**
 * The edge: one origin per point of sale (localhost, es.localhost, be.localhost…). Serves the
 * shell, /registry.json (never cached) and proxies the api paths, with security headers.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { appDir, type PlatformConfig } from './config';
import { readRegistry } from './registry-store';

/** Paths the api answers (spec call tables: {api}, {endpoint}, {frontGateway}, {analytics} and bare paths). */
export const API_PREFIXES = [
  '/api',
  '/gateway',
  '/analytics',
  '/weekend',
  '/hotels',
  '/product',
  '/content',
  '/images',
  '/logs',
  '/error',
  '/beneficiary',
  '/autocomplete-geonames.json',
  '/recommendedAutocomplete.json',
  '/health',
] as const;

/** Origins remotes load from: the cdn, and any other origin the registry points at (a team's dev server). */
function remoteOrigins(config: PlatformConfig): string {
  const origins = new Set([config.cdnOrigin]);
  for (const entry of Object.values(readRegistry(config.registryFile).remotes)) {
    try {
      origins.add(new URL(entry.manifestUrl).origin);
    } catch {
      // parseRegistry keeps absolute URLs only
    }
  }
  return [...origins].join(' ');
}

function securityHeaders(config: PlatformConfig): Record<string, string> {
  const cdn = remoteOrigins(config);
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' ${cdn}`,
      // style-loader injects <style> elements from the remotes' bundles.
      `style-src 'self' 'unsafe-inline' ${cdn}`,
      `img-src 'self' data: blob: ${cdn}`,
      `font-src 'self' data: ${cdn}`,
      `connect-src 'self' ${cdn}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export async function createEdge(config: PlatformConfig, shellDist = path.join(appDir('shell'), 'dist')): Promise<FastifyInstance> {
  const indexHtml = () => fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const edge = Fastify({ logger: false });

  // Every response carries the headers; they change only when the registry file does.
  let cachedHeaders: { mtimeMs: number; headers: Record<string, string> } | null = null;
  const currentHeaders = () => {
    const mtimeMs = fs.existsSync(config.registryFile) ? fs.statSync(config.registryFile).mtimeMs : 0;
    if (cachedHeaders?.mtimeMs !== mtimeMs) cachedHeaders = { mtimeMs, headers: securityHeaders(config) };
    return cachedHeaders.headers;
  };

  edge.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(currentHeaders())) reply.header(name, value);
    return payload;
  });

  edge.get('/registry.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return readRegistry(config.registryFile);
  });

  for (const prefix of API_PREFIXES) {
    await edge.register(fastifyHttpProxy, { upstream: config.apiOrigin, prefix, rewritePrefix: prefix, http2: false });
  }

  // Files are looked up on each request, so a rebuilt shell is served without an edge restart.
  await edge.register(fastifyStatic, {
    root: shellDist,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Chunks carry a content hash; the entry and the page are revalidated.
      res.setHeader('Cache-Control', /\.[0-9a-f]{8}\.js$/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendPage = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());
  // The static plugin refuses folders, the home page among them.
  edge.get('/', async (_request, reply) => sendPage(reply));
  // A missing file is a 404; any other path is a page of the shop.
  edge.setNotFoundHandler(async (request, reply) => {
    const lastSegment = request.url.split(/[?#]/)[0]!.split('/').pop() ?? '';
    if (request.method !== 'GET' || /\.[a-z0-9]{1,5}$/i.test(lastSegment)) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} not found` });
    }
    return sendPage(reply);
  });
  return edge;
}
