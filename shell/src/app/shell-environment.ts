import { createContext, useContext } from 'react';
import type { EventBus } from '@escapade/shared-contracts/event-bus';
import type { Flags } from '@escapade/shared-contracts/lifecycle';
import type { Language, Locale, PointOfSaleId } from '@escapade/shared-contracts/locales';
import type { Registry } from '@escapade/shared-contracts/registry';

/** Everything the shell knows for one page load, resolved once at boot. */
export interface ShellEnvironment {
  locale: Locale;
  language: Language;
  pointOfSale: PointOfSaleId;
  careMode: boolean;
  flags: Flags;
  registry: Registry;
  /** False when /registry.json could not be read: remotes are then unavailable, not disabled. */
  registryLoaded: boolean;
  /** One bus per page load, handed to every remote. */
  bus: EventBus;
  /** Base URL of the api, '' = same origin. */
  apiBase: string;
  reportError(error: unknown, source: string): void;
}

export const ShellEnvironmentContext = createContext<ShellEnvironment | null>(null);

export function useShellEnvironment(): ShellEnvironment {
  const environment = useContext(ShellEnvironmentContext);
  if (!environment) throw new Error('useShellEnvironment outside ShellEnvironmentContext');
  return environment;
}
