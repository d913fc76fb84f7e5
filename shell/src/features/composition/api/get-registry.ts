import ky from 'ky';
import { parseRegistry, type Registry } from '@escapade/shared-contracts/registry';

/** The edge answers fast from a local file; past this the page boots without remotes. */
const REGISTRY_TIMEOUT_MS = 5_000;

/** GET /registry.json from the page's origin, never from a cache: a deploy must show on the next page load. */
export async function getRegistry(origin = ''): Promise<Registry> {
  const body = await ky
    .get(`${origin}/registry.json`, { cache: 'no-cache', timeout: REGISTRY_TIMEOUT_MS, retry: { limit: 1 } })
    .json<unknown>();
  return parseRegistry(body);
}
