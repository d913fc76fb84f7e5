/**
 * The local cdn: serves <cdn>/<remote>/<version>/… with CORS. Versioned files never change, so
 * they are cached for a year; manifests and entry files are revalidated on every load. Source maps
 * are never served, even from a folder deployed before they were kept apart.
 */
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PlatformConfig } from './config';
import { HSTS_VALUE, isSourceMapPath, rawPathOf, sendsHsts } from './http-rules';

const REVALIDATED = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'deployments.json']);

/** The cdn only serves files: a client gets as long as the edge does to send a request, no longer. */
const HEADERS_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

export async function createCdn(config: PlatformConfig): Promise<FastifyInstance> {
  const cdn = Fastify({
    logger: false,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    // A path the router cannot decode names no file.
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply, 404, 'No such file');
    },
  });
  cdn.setErrorHandler((error: FastifyError, _request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    return sendError(reply, statusCode, statusCode === 500 ? 'The cdn could not answer this request' : error.message);
  });
  cdn.setNotFoundHandler((_request, reply) => sendError(reply, 404, 'No such file'));
  cdn.addHook('onRequest', async (request, reply) => {
    if (isSourceMapPath(rawPathOf(request.url))) return sendError(reply, 404, 'No such file');
  });
  cdn.addHook('onSend', async (request, reply, payload) => {
    if (sendsHsts(request.headers.host)) reply.header('Strict-Transport-Security', HSTS_VALUE);
    return payload;
  });
  await cdn.register(fastifyStatic, {
    root: config.cdnDir,
    index: false,
    list: false,
    cacheControl: false,
    allowedPath: (pathname) => !isSourceMapPath(pathname),
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
