import type { KyInstance } from 'ky';
import { readCareToken } from '@escapade/shared-contracts/care-token';

/**
 * POST /overrides on the page's own edge: `<remote>@<manifest URL>`, or `reset`. The edge keeps it
 * in this browser's session cookie; where overrides need a care operator, the operator's token
 * goes along. Resolves with the edge's reason when it refuses (an origin it does not allow).
 */
export async function postOverride(api: KyInstance, override: string): Promise<{ refused: string | null }> {
  const token = readCareToken();
  const response = await api.post('overrides', {
    json: { override },
    headers: token ? { authorization: `Bearer ${token}` } : {},
    throwHttpErrors: false,
    retry: 0,
  });
  if (response.ok) return { refused: null };
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { refused: typeof body?.message === 'string' ? body.message : `HTTP ${response.status}` };
}
