/**
 * Per-browser remote overrides, for QA and teams: `?override=mfe-search@<manifest URL>` makes this
 * browser session (a session cookie, on this site's host) load that remote from another build, in
 * the edge's server render as well as in the browser; `?override=reset` ends it. Nobody else sees
 * it: a page rendered with an override is never kept in the edge's page cache nor by any other
 * cache. Only manifests on allowed origins are taken (the cdn and localhost dev servers unless
 * configured), since the edge runs their server bundle. In a production profile an override needs
 * a signed-in care operator: set through POST /overrides with the operator's token.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Registry, RegistryEntry } from '@escapade/shared-contracts/registry';
import { REMOTE_NAMES, type RemoteName } from '@escapade/shared-contracts/routes';

/** The address's parameter, and the cookie that keeps the overrides for the browser session. */
export const OVERRIDE_PARAMETER = 'override';
export const OVERRIDE_COOKIE = 'escapade_overrides';
/** `?override=reset` ends every override of this browser. */
export const OVERRIDE_RESET = 'reset';
/** A manifest address longer than this is refused (a value of the shop's choosing). */
export const MAX_OVERRIDE_URL_LENGTH = 500;

/**
 * 'open': anyone may override (a laptop, a QA environment); 'operators': only a signed-in care
 * operator, through POST /overrides; 'off': never.
 */
export type OverrideMode = 'open' | 'operators' | 'off';

export interface OverridePolicy {
  mode: OverrideMode;
  /** Origins a manifest may come from: `http://host:port`, or `http://host:*` for any port of it. */
  allowedOrigins: readonly string[];
}

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

/** Where the dev servers of the teams run, besides the cdn: any port of this machine. */
const LOCAL_DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * REMOTE_OVERRIDES (open | operators | off; 'operators' when NODE_ENV is production, else 'open')
 * and REMOTE_OVERRIDE_ORIGINS (comma-separated; the cdn and localhost's ports by default).
 */
export function overridePolicyOf(env: NodeJS.ProcessEnv, cdnOrigin: string): OverridePolicy {
  const asked = env.REMOTE_OVERRIDES?.trim().toLowerCase();
  const mode: OverrideMode =
    asked === 'open' || asked === 'operators' || asked === 'off'
      ? asked
      : env.NODE_ENV === 'production'
        ? 'operators'
        : 'open';
  const listed = (env.REMOTE_OVERRIDE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return { mode, allowedOrigins: listed.length > 0 ? listed : [cdnOrigin, ...LOCAL_DEV_ORIGINS] };
}

/** True when the origin is one of the policy's (a `:*` port matches any port of that host). */
export function isAllowedOverrideOrigin(origin: string, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.some((allowed) =>
    allowed.endsWith(':*')
      ? new RegExp(`^${escapeRegExp(allowed.slice(0, -2))}:\\d+$`).test(origin)
      : allowed === origin,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type OverrideRequest = { reset: true } | { reset: false; remote: RemoteName; manifestUrl: string };

/** `mfe-search@http://localhost:3201/mf-manifest.json` or `reset`, checked; the reason when refused. */
export function parseOverride(
  value: string,
  policy: OverridePolicy,
): { ok: true; request: OverrideRequest } | { ok: false; reason: string } {
  const text = value.trim();
  if (text === OVERRIDE_RESET) return { ok: true, request: { reset: true } };
  const at = text.indexOf('@');
  const remote = text.slice(0, at) as RemoteName;
  const manifestUrl = text.slice(at + 1);
  if (at < 0 || !REMOTE_NAMES.includes(remote))
    return {
      ok: false,
      reason: `an override reads <remote>@<manifest URL>, the remote one of ${REMOTE_NAMES.join(', ')}`,
    };
  const refusal = manifestRefusal(manifestUrl, policy);
  return refusal ? { ok: false, reason: refusal } : { ok: true, request: { reset: false, remote, manifestUrl } };
}

function manifestRefusal(manifestUrl: string, policy: OverridePolicy): string | null {
  if (manifestUrl.length > MAX_OVERRIDE_URL_LENGTH)
    return `the manifest address is longer than ${MAX_OVERRIDE_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    return 'the manifest address must be an absolute http(s) address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'the manifest address must be an absolute http(s) address';
  if (!url.pathname.endsWith('.json')) return 'the manifest address must name a manifest (…/mf-manifest.json)';
  if (!isAllowedOverrideOrigin(url.origin, policy.allowedOrigins))
    return `manifests are taken from ${policy.allowedOrigins.join(', ')} only, not from ${url.origin}`;
  return null;
}

/** This browser's overrides, from its cookie; any entry the policy no longer allows is left out. */
export function overridesOf(cookieHeader: string | undefined, policy: OverridePolicy): RemoteOverrides {
  if (policy.mode === 'off' || !cookieHeader) return {};
  const value = parseCookie(cookieHeader)[OVERRIDE_COOKIE];
  if (!value) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(value);
  } catch {
    return {};
  }
  const overrides: RemoteOverrides = {};
  if (!stored || typeof stored !== 'object') return overrides;
  for (const remote of REMOTE_NAMES) {
    const manifestUrl = (stored as Record<string, unknown>)[remote];
    if (typeof manifestUrl === 'string' && !manifestRefusal(manifestUrl, policy)) overrides[remote] = manifestUrl;
  }
  return overrides;
}

/** The overrides once the request is applied to them. */
export function overridesAfter(overrides: RemoteOverrides, request: OverrideRequest): RemoteOverrides {
  return request.reset ? {} : { ...overrides, [request.remote]: request.manifestUrl };
}

/** The Set-Cookie value that keeps these overrides for the browser session (or removes the cookie). */
export function overridesCookie(overrides: RemoteOverrides): string {
  const empty = Object.keys(overrides).length === 0;
  return stringifySetCookie({
    name: OVERRIDE_COOKIE,
    value: empty ? '' : JSON.stringify(overrides),
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    ...(empty ? { maxAge: 0 } : {}),
  });
}

/**
 * The registry this browser sees: each overridden remote's manifest replaced (its version reads
 * `override`), and the overrides listed, so the shell shows its ribbon. A remote the registry does
 * not hold, or has switched off, is not brought in by an override.
 */
export function withOverrides(registry: Registry, overrides: RemoteOverrides): Registry {
  const remotes = { ...registry.remotes };
  const applied: RemoteOverrides = {};
  for (const remote of REMOTE_NAMES) {
    const manifestUrl = overrides[remote];
    const entry: RegistryEntry | undefined = remotes[remote];
    if (!manifestUrl || !entry) continue;
    remotes[remote] = { ...entry, manifestUrl, version: 'override' };
    applied[remote] = manifestUrl;
  }
  return Object.keys(applied).length === 0 ? registry : { ...registry, remotes, overrides: applied };
}
