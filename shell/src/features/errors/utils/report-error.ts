/**
 * Error reporting for the shell and the remotes (RemoteProps.reportError): the console, and
 * POST /logs (level ERROR, location application.client.error, message cut to
 * 256 characters). A failed log is ignored: reporting must never become a second failure.
 */
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import { postClientLog, type PostClientLogRequest } from '../api/post-client-log';

/** Error log messages are cut to this many characters. */
export const ERROR_LOG_MESSAGE_LIMIT = 256;

/**
 * A page stuck in an error loop must not flood the logs: past this many, errors of the page load
 * only reach the console (a value of the shop's choosing).
 */
export const ERROR_LOGS_PER_PAGE_LOAD = 20;

export type ErrorLogEntry = PostClientLogRequest;

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

/** Sends each entry to POST /logs; a failed send is dropped silently. */
export function createLogsTransport(api: KyInstance): ErrorLogTransport {
  return (entry) => {
    postClientLog(api, entry).catch(() => {
      // A log that cannot be sent is dropped: reporting never fails in turn.
    });
  };
}

export function createErrorReporter(
  locale: Locale,
  transport?: ErrorLogTransport,
): (error: unknown, source: string) => void {
  let sent = 0;
  return (error, source) => {
    console.error(`[${source}]`, error);
    if (!transport || sent >= ERROR_LOGS_PER_PAGE_LOAD) return;
    sent += 1;
    try {
      transport(toErrorLogEntry(error, source, locale));
    } catch {
      // Reporting must never become a second failure.
    }
  };
}
