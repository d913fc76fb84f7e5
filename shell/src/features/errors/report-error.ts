/**
 * Error reporting for the shell and the remotes (RemoteProps.reportError). Today it writes to the
 * console; `transport` is the hook point for POST /logs (spec §7: level ERROR, location
 * application.client.error, message cut to 256 characters).
 */
import type { Locale } from '@escapade/shared-contracts/locales';

/** Spec §9: error log message limit. */
export const ERROR_LOG_MESSAGE_LIMIT = 256;

export interface ErrorLogEntry {
  level: 'ERROR';
  locale: Locale;
  location: 'application.client.error';
  message: string;
}

export type ErrorLogTransport = (entry: ErrorLogEntry) => void;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export function toErrorLogEntry(error: unknown, source: string, locale: Locale): ErrorLogEntry {
  return {
    level: 'ERROR',
    locale,
    location: 'application.client.error',
    message: `[${source}] ${messageOf(error)}`.slice(0, ERROR_LOG_MESSAGE_LIMIT),
  };
}

export function createErrorReporter(locale: Locale, transport?: ErrorLogTransport): (error: unknown, source: string) => void {
  return (error, source) => {
    console.error(`[${source}]`, error);
    if (!transport) return;
    try {
      transport(toErrorLogEntry(error, source, locale));
    } catch {
      // Reporting must never become a second failure.
    }
  };
}
