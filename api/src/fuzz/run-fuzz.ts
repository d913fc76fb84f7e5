/**
 * `npm run fuzz -w api`: the route fuzz of the test suite, for longer. FUZZ_RUNS requests per route
 * (default 2,000), FUZZ_SEED (default: random, printed so a finding can be replayed).
 * Exits 1 when anything answered 5xx, hung, named internals, or left the api unhealthy.
 */
import { buildAppWithRoutes } from './app-with-routes';
import { fuzzRoutes } from './fuzz-routes';

async function main(): Promise<void> {
  const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 2_000);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(runsPerRoute) || runsPerRoute < 1 || !Number.isSafeInteger(seed))
    throw new Error('FUZZ_RUNS and FUZZ_SEED must be integers');
  console.log(`fuzzing every route: ${runsPerRoute} requests each, seed ${seed}`);
  const api = await buildAppWithRoutes();
  try {
    const findings = await fuzzRoutes(api.app, api.routes, {
      runsPerRoute,
      seed,
      onRouteDone: (route, count) => console.log(`  ${route}: ${count}`),
    });
    for (const finding of findings) console.log(JSON.stringify(finding));
    console.log(findings.length === 0 ? 'no finding' : `${findings.length} findings (replay with FUZZ_SEED=${seed})`);
    process.exitCode = findings.length === 0 ? 0 : 1;
  } finally {
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
