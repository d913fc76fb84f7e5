/**
 * Ports and local folder of the e2e shop: apart from `npm start`'s 3000/3100/4000 and .local.
 * E2E_EDGE_PORT, E2E_CDN_PORT, E2E_API_PORT and E2E_LOCAL_DIR override them.
 */
function port(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const E2E_PORTS = {
  edge: port('E2E_EDGE_PORT', 3400),
  cdn: port('E2E_CDN_PORT', 3500),
  api: port('E2E_API_PORT', 4400),
} as const;
export const E2E_LOCAL_DIR = process.env.E2E_LOCAL_DIR ?? '.local/e2e';

/** A point of sale's origin on the e2e edge: site('es') → http://es.localhost:3400 */
export function site(prefix: '' | 'fr' | 'es' | 'it' | 'nl' | 'be'): string {
  return `http://${prefix ? `${prefix}.` : ''}localhost:${E2E_PORTS.edge}`;
}

/**
 * The address to reach a site's page from the test process itself (not the browser): Node does not
 * resolve `*.localhost` names, so the request goes to the loopback address and names the site in
 * its Host header, as a browser would.
 */
export function onLoopback(url: string): { url: string; headers: { host: string } } {
  const parsed = new URL(url);
  const host = parsed.host;
  parsed.hostname = '127.0.0.1';
  return { url: parsed.href, headers: { host } };
}
