/**
 * `npm run fuzz -w api`: the route fuzz of the test suite, for longer. FUZZ_RUNS requests per route
 * (default 2,000), FUZZ_SEED (default: random, printed so a finding can be replayed).
 * Exits 1 when anything answered 5xx, slowly, named internals, or left the api unhealthy.
 */
import type { RouteOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import type { FuzzedRoute } from './bad-request-arbitraries';
import { fuzzRoutes } from './fuzz-routes';

async function main(): Promise<void> {
  const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 2_000);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(runsPerRoute) || runsPerRoute < 1 || !Number.isSafeInteger(seed)) throw new Error('FUZZ_RUNS and FUZZ_SEED must be integers');
  console.log(`fuzzing every route: ${runsPerRoute} requests each, seed ${seed}`);
  const routes: FuzzedRoute[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'escapade-api-fuzz-'));
  const app = await buildApp({ dataDir, onRoute: (route: RouteOptions) => routes.push({ method: String(route.method), url: route.url, schema: route.schema as FuzzedRoute['schema'] }) });
  await app.ready();
  try {
    const findings = await fuzzRoutes(app, routes, { runsPerRoute, seed, onRouteDone: (route, count) => console.log(`  ${route}: ${count}`) });
    for (const finding of findings) console.log(JSON.stringify(finding));
    console.log(findings.length === 0 ? 'no finding' : `${findings.length} findings (replay with FUZZ_SEED=${seed})`);
    process.exitCode = findings.length === 0 ? 0 : 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
