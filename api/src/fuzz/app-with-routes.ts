/** A real api on a fresh catalogue, with the list of every route it declared, for the route checks. */
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import type { FuzzedRoute } from './bad-request-arbitraries';

export interface AppWithRoutes extends TestApp {
  routes: FuzzedRoute[];
}

export async function buildAppWithRoutes(): Promise<AppWithRoutes> {
  const routes: FuzzedRoute[] = [];
  const testApp = await createTestApp({
    onRoute: (route: RouteOptions) =>
      routes.push({ method: String(route.method), url: route.url, schema: route.schema as FuzzedRoute['schema'] }),
  });
  await testApp.app.ready();
  return { ...testApp, routes };
}
