import { createContext, useContext } from 'react';
import type { KyInstance } from 'ky';
import type { EventBus } from '@escapade/shared-contracts/event-bus';
import type { Flags } from '@escapade/shared-contracts/lifecycle';
import type { Language, Locale, PointOfSaleId } from '@escapade/shared-contracts/locales';
import type { Registry } from '@escapade/shared-contracts/registry';
import type { CareSession } from './care-session';

/** Everything the shell knows for one page load, resolved once at boot. */
export interface ShellEnvironment {
  locale: Locale;
  language: Language;
  pointOfSale: PointOfSaleId;
  /**
   * Customer-care mode (a care. host, and nothing else): header, banners and
   * newsletter read it to hide what operators must not see (announcement banner, gift drawer,
   * newsletter modal); remotes get it in their props.
   */
  careMode: boolean;
  /** The operator whose token was verified at boot (care mode only); the sign-in page shows when null. */
  careSession?: CareSession | null;
  /** The api's toggles and variations for this locale, with the QA overrides applied. */
  flags: Flags;
  registry: Registry;
  /** False when /registry.json could not be read: remotes are then unavailable, not disabled. */
  registryLoaded: boolean;
  /** One bus per page load, handed to every remote. */
  bus: EventBus;
  /** Base URL of the api, '' = same origin (remotes get it; images of the api are read from it). */
  apiBase: string;
  /**
   * The shell's one api client, made from `apiBase` at boot: every call of the frame goes through
   * it, with the shop's time limit and retry policy (paths without a leading slash).
   */
  api: KyInstance;
  reportError(error: unknown, source: string): void;
  /** The request's address when the page is rendered on the server (the browser reads window.location). */
  serverLocation?: { protocol: string; hostname: string; port: string; origin: string };
}

/** The page's address: the request's on the server, the window's in the browser. */
export function pageLocation(environment: ShellEnvironment): {
  protocol: string;
  hostname: string;
  port: string;
  origin: string;
} {
  return environment.serverLocation ?? window.location;
}

export const ShellEnvironmentContext = createContext<ShellEnvironment | null>(null);

export function useShellEnvironment(): ShellEnvironment {
  const environment = useContext(ShellEnvironmentContext);
  if (!environment) throw new Error('useShellEnvironment outside ShellEnvironmentContext');
  return environment;
}
