/**
 * Module Federation runtime plugin of the shell: a remote whose manifest or scripts are unreachable
 * (connection refused, 404, a server that never answers) must fail fast and never break the page.
 * - `fetch`: manifests get a timeout (the runtime has none) and an HTTP error is an error.
 * - `createScript`: remoteEntry and chunk scripts get our own timeout.
 * - `errorLoadRemote`: called with lifecycle 'afterResolve' (the return value would be taken as the
 *   manifest: return nothing) and 'onLoad' (taken as the module: return the unavailable marker, which
 *   the shell's loaders turn into the "unavailable, retry" panel).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { MANIFEST_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './composition-timeouts';
import { createUnavailableModule } from './unavailable-module';

function withTimeout(signal: AbortSignal | null | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
}

export default function escapadeRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'escapade-failure-isolation',

    async fetch(url: string, init: RequestInit) {
      const response = await fetch(url, { ...init, signal: withTimeout(init?.signal, MANIFEST_TIMEOUT_MS) });
      // Without this a 404 page with a JSON body would be taken for a (broken) manifest and cached.
      if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${url}`);
      return response;
    },

    createScript({ url, attrs }: { url: string; attrs?: Record<string, unknown> }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (value !== undefined && value !== null) script.setAttribute(name, String(value));
      }
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },

    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`[shell] ${args.id} could not be loaded`, args.error);
      return createUnavailableModule(args.id, args.error);
    },
  };
}
