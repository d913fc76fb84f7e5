/**
 * Sends generated bad requests to every route of a built api and collects what went wrong: a 5xx,
 * an answer that hangs, or an api that no longer answers its health check afterwards.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { requestFor, type FuzzedRoute, type GeneratedRequest } from './bad-request-arbitraries';

/**
 * A bad request not answered within this long hangs. The api's real work is milliseconds (a
 * sign-in's scrypt hash is the slowest part), so the bound is far above it: a garbage collection
 * or a busy machine (tests running beside others) must never pass for a hang.
 */
export const FUZZ_HANG_BOUND_MS = 10_000;

export interface FuzzFinding {
  route: string;
  request: GeneratedRequest;
  problem: string;
}

export interface FuzzOptions {
  runsPerRoute: number;
  seed: number;
  /** Called after each route, for progress on long runs. */
  onRouteDone?: (route: string, requests: number) => void;
}

/** Routes as Fastify declares them; HEAD twins of GET routes add nothing to fuzz. */
export function fuzzableRoutes(routes: readonly FuzzedRoute[]): FuzzedRoute[] {
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (route.method === 'HEAD' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function fuzzRoutes(
  app: FastifyInstance,
  routes: readonly FuzzedRoute[],
  options: FuzzOptions,
): Promise<FuzzFinding[]> {
  const findings: FuzzFinding[] = [];
  for (const route of fuzzableRoutes(routes)) {
    const name = `${route.method} ${route.url}`;
    const samples = fc.sample(requestFor(route), { numRuns: options.runsPerRoute, seed: options.seed });
    for (const request of samples) {
      const started = performance.now();
      let problem: string | null = null;
      try {
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
          remoteAddress: request.remoteAddress,
        });
        if (response.statusCode >= 500) problem = `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
        else if (response.statusCode >= 400 && /FST_|\bat [\w.]+ \(/.test(response.body))
          problem = `named internals: ${response.body.slice(0, 200)}`;
      } catch (error) {
        problem = `threw ${error instanceof Error ? error.message : String(error)}`;
      }
      const elapsed = performance.now() - started;
      if (!problem && elapsed > FUZZ_HANG_BOUND_MS)
        problem = `hung for ${Math.round(elapsed)} ms (bound ${FUZZ_HANG_BOUND_MS} ms)`;
      if (problem)
        findings.push({ route: name, request: { ...request, payload: request.payload?.slice(0, 200) }, problem });
    }
    options.onRouteDone?.(name, samples.length);
  }
  const health = await app.inject({ url: '/health' });
  if (health.statusCode !== 200)
    findings.push({
      route: 'GET /health',
      request: { method: 'GET', url: '/health', headers: {}, remoteAddress: '127.0.0.1' },
      problem: `unhealthy after the run: ${health.statusCode}`,
    });
  return findings;
}
