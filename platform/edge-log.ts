/**
 * The shop's processes log JSON lines with pino: one line per event, with its level and time, so a
 * log reader counts failed renders or departed clients instead of scrolling through stacks.
 * `LOG_LEVEL` (info) sets how much is written; lines go to stdout.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { EdgeLog } from './edge';

/** What a line says of an error. */
export interface BriefError {
  type: string;
  message: string;
  code?: string;
}

/** Causes looked through for a code: a fetch failure keeps its ECONNREFUSED one level down. */
const MAX_CAUSE_DEPTH = 5;

function codeOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < MAX_CAUSE_DEPTH; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') return String(code);
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * An error as its name, message and code, without its stack: a failed remote render or a client
 * that left is an event the shop expects, and a stack per event would bury the lines around it.
 */
export function briefError(error: unknown): BriefError {
  const message = (error as { message?: unknown } | null)?.message;
  const brief: BriefError = {
    type: error instanceof Error ? error.name : typeof error,
    message: typeof message === 'string' ? message : String(error),
  };
  const code = codeOf(error);
  return code === undefined ? brief : { ...brief, code };
}

/** A process's logger: JSON lines at LOG_LEVEL (info unless set), to stdout unless given a destination. */
export function shopLogger(destination: DestinationStream = pino.destination(1)): Logger {
  return pino({ level: process.env.LOG_LEVEL || 'info', serializers: { err: briefError } }, destination);
}

/** The edge's log written by a pino logger: one JSON line per event, the error behind it under `err`. */
export function edgeLogOf(logger: Logger): EdgeLog {
  // Whatever serializer the logger was given, an error reaches the line as briefError makes it.
  const log = logger.child({}, { serializers: { err: briefError } });
  const withError = (level: 'warn' | 'error') => (line: string, error?: unknown) => {
    if (error === undefined) log[level](line);
    else log[level]({ err: error }, line);
  };
  return { info: (line) => log.info(line), warn: withError('warn'), error: withError('error') };
}
