import type { FastifyRequest } from 'fastify';
/**
 * The origins allowed to call the api from a browser script of another origin: the shop's own sites
 * (every point-of-sale host of the edge) and the cdn the remotes load from. The shop's pages call
 * the api through the edge, on their own origin, so this list only matters to cross-origin callers;
 * any other site gets no CORS headers, so its scripts cannot read an answer.
 */
export interface ShopOrigins {
  /** Port of the edge; every loopback host name on it (localhost, es.localhost, care.localhost…) is the shop. */
  edgePort: number;
  cdnOrigin: string;
  /** Origins of a real deployment (`https://www.escapade.example`…), exact. */
  extraOrigins: readonly string[];
}

const DEFAULT_EDGE_PORT = 3000;
const DEFAULT_CDN_PORT = 3100;

/** Read from the same variables as `npm start`: EDGE_PORT, CDN_ORIGIN (or CDN_PORT), API_ALLOWED_ORIGINS (comma-separated). */
export function shopOriginsFromEnvironment(env: NodeJS.ProcessEnv = process.env): ShopOrigins {
  const port = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return Number.isInteger(parsed) && parsed > 0 && parsed < 65536 ? parsed : fallback;
  };
  return {
    edgePort: port(env.EDGE_PORT, DEFAULT_EDGE_PORT),
    cdnOrigin: env.CDN_ORIGIN || `http://localhost:${port(env.CDN_PORT, DEFAULT_CDN_PORT)}`,
    extraOrigins: (env.API_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

function isLoopbackHostName(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]'
  );
}

/** Whether `origin` (an Origin header) is one of the shop's own. */
export function isShopOrigin(origin: string, shop: ShopOrigins): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // An Origin header is scheme://host[:port] and nothing more.
  if (url.origin !== origin) return false;
  if (origin === shop.cdnOrigin || shop.extraOrigins.includes(origin)) return true;
  return url.protocol === 'http:' && url.port === String(shop.edgePort) && isLoopbackHostName(url.hostname);
}

/**
 * Whether a browser says another site's page sent the request: Sec-Fetch-Site cross-site, or an
 * Origin that is not the shop's (an opaque "null" origin, a sandboxed frame or a data: page, is
 * never the shop). Callers that are not browsers send neither and are not refused for it.
 */
export function isFromOtherSite(request: FastifyRequest, shop: ShopOrigins): boolean {
  const origin = request.headers.origin;
  return request.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !isShopOrigin(origin, shop));
}
