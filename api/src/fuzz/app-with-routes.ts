/** A real api on a fresh catalogue, with the list of every route it declared, for the route checks. */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import type { FuzzedRoute } from './bad-request-arbitraries';

export interface AppWithRoutes {
  app: FastifyInstance;
  routes: FuzzedRoute[];
  close(): Promise<void>;
}

export async function buildAppWithRoutes(): Promise<AppWithRoutes> {
  const routes: FuzzedRoute[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'escapade-api-routes-'));
  const app = await buildApp({
    dataDir,
    onRoute: (route: RouteOptions) => routes.push({ method: String(route.method), url: route.url, schema: route.schema as FuzzedRoute['schema'] }),
  });
  await app.ready();
  return {
    app,
    routes,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
