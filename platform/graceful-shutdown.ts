/**
 * Stopping the shop without cutting a page short. On SIGTERM or SIGINT the edge takes no new
 * connection and finishes the answers it has begun; the cdn and the api stay up meanwhile, since a
 * page being rendered reads both, and stop once the edge has drained. The edge is either in the
 * process (drainableEdge) or a process of its own that drains itself (childProcessEdge). Whatever
 * hangs, the process is gone within SHUTDOWN_DEADLINE_MS: what is still open is cut and it exits
 * non-zero. A second signal during the stop exits at once.
 */
import type { ChildProcess } from 'node:child_process';
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { EdgeLog } from './edge';

/**
 * The process is gone by then, whatever hangs: within the 10 s a process manager (docker stop,
 * the measured shop) waits between SIGTERM and SIGKILL, so the cut is ours, logged, with its own code.
 */
export const SHUTDOWN_DEADLINE_MS = 9_000;

/** The edge's share of that time; the cdn and the api then stop in the rest (the api closes in well under a second). */
export const EDGE_DRAIN_DEADLINE_MS = 7_000;

/**
 * One Ctrl-C can arrive more than once: the terminal signals every process of the group, and npm and
 * tsx pass it on again when the process is slow to acknowledge it. A signal this soon after the
 * first is that same request; a later one is a second request, which exits at once.
 */
export const REPEATED_SIGNAL_WINDOW_MS = 1_000;

/** Exit code of a stop that was not clean: the deadline passed, a part failed to stop, or a second signal came. */
export const FORCED_EXIT_CODE = 1;

export interface DrainResult {
  /** Every answer was sent and every connection closed before the deadline. */
  drained: boolean;
  /** Answers being made when the drain began; null for an edge in another process, which logs its own. */
  inFlight: number | null;
  elapsedMs: number;
}

export interface EdgeDrain {
  /** Answers being made right now; null for an edge in another process. */
  readonly inFlight: number | null;
  /**
   * Takes no new connection, finishes the answers begun and resolves once the last connection has
   * closed; at the deadline the connections still open are destroyed. Runs once: later calls get the same drain.
   */
  drain(deadlineMs?: number): Promise<DrainResult>;
  /** Destroys every connection at once, answers half sent included. */
  cut(): void;
}

/**
 * Makes an edge drainable. Call it before the edge listens: it keeps count of the answers being made.
 *
 * Fastify's close() stops listening, closes the keep-alive sockets idle at that moment and answers
 * 503 with `Connection: close` to a request arriving on an open one; it then waits for every socket.
 * A socket whose answer was under way when the drain began would stay open after that answer until
 * its keep-alive timeout (20 s): such an answer tells its client to close, and once sent, its socket
 * is closed as the idle one it now is.
 */
export function drainableEdge(edge: FastifyInstance): EdgeDrain {
  const server = edge.server;
  const answering = new Set<ServerResponse>();
  let draining: Promise<DrainResult> | null = null;

  server.on('request', (_request, response: ServerResponse) => {
    answering.add(response);
    response.once('close', () => {
      answering.delete(response);
      if (draining) server.closeIdleConnections();
    });
  });

  const drain = async (deadlineMs: number): Promise<DrainResult> => {
    const started = performance.now();
    const inFlight = answering.size;
    for (const response of answering) if (!response.headersSent) response.setHeader('Connection', 'close');
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), deadlineMs);
    });
    const closed = edge.close().then(
      () => true,
      () => false,
    );
    const drained = await Promise.race([closed, deadline]);
    clearTimeout(timer);
    if (!drained) server.closeAllConnections();
    return { drained, inFlight, elapsedMs: performance.now() - started };
  };

  return {
    get inFlight() {
      return answering.size;
    },
    drain: (deadlineMs = EDGE_DRAIN_DEADLINE_MS) => (draining ??= drain(deadlineMs)),
    cut: () => server.closeAllConnections(),
  };
}

/** Time an edge in a process of its own has past its drain deadline to exit: it cuts what is left then and exits. */
export const EDGE_EXIT_MARGIN_MS = 1_000;

/** What childProcessEdge needs of the edge's process: a Supervisor (supervise-process.ts) is one. */
export interface EdgeProcess {
  readonly child: ChildProcess | null;
  /** SIGTERM, then SIGKILL after timeoutMs; resolves once the process has exited. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * An edge running in a process of its own (start-edge.ts, `npm start`'s child): SIGTERM begins its
 * own drain, under the same EDGE_DRAIN_DEADLINE_MS, so draining it here is stopping the process and
 * waiting for its exit; it drained if it exits 0. A process still there EDGE_EXIT_MARGIN_MS after
 * the deadline is killed. `current` gives the process once started; before that there is nothing to drain.
 */
export function childProcessEdge(current: () => EdgeProcess | null): EdgeDrain {
  let draining: Promise<DrainResult> | null = null;

  const drain = async (deadlineMs: number): Promise<DrainResult> => {
    const started = performance.now();
    const edge = current();
    const child = edge?.child;
    // Listened to before the SIGTERM: the exit may follow it at once.
    const exitCode = child
      ? new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      : Promise.resolve(0);
    await edge?.stop(deadlineMs + EDGE_EXIT_MARGIN_MS);
    return { drained: (await exitCode) === 0, inFlight: null, elapsedMs: performance.now() - started };
  };

  return {
    inFlight: null,
    drain: (deadlineMs = EDGE_DRAIN_DEADLINE_MS) => (draining ??= drain(deadlineMs)),
    cut: () => void current()?.child?.kill('SIGKILL'),
  };
}

export interface ShutdownOptions {
  edge: EdgeDrain;
  /** What the edge's pages read (the cdn, the api): stopped together once the edge has drained. */
  afterDrain: readonly { name: string; stop(): Promise<unknown> }[];
  log: EdgeLog;
  deadlineMs?: number;
  drainDeadlineMs?: number;
  /** process.exit unless given. */
  exit?: (code: number) => void;
  /** Where SIGTERM and SIGINT come from: the process unless given. */
  signals?: NodeJS.EventEmitter;
}

export interface Shutdown {
  /** Stops the shop in order and exits with `code` when all went well; the first call decides. */
  stop(code: number, reason: string): Promise<void>;
  /** The stop has begun: start nothing more. */
  readonly stopping: boolean;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Stops the shop on SIGTERM and SIGINT (or when asked): edge first, then what it reads, then exit. */
export function shutdownOnSignals(options: ShutdownOptions): Shutdown {
  const { edge, log } = options;
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  const signals = options.signals ?? process;
  let exited = false;
  let hardStop: NodeJS.Timeout | undefined;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    clearTimeout(hardStop);
    (options.exit ?? process.exit)(code);
  };

  let stopping: Promise<void> | null = null;
  let stoppedAt = 0;
  const stop = (code: number, reason: string): Promise<void> =>
    (stopping ??= (async () => {
      stoppedAt = Date.now();
      hardStop = setTimeout(() => {
        log.error(`shutdown: not done after ${seconds(deadlineMs)}, connections cut`);
        edge.cut();
        exit(FORCED_EXIT_CODE);
      }, deadlineMs);
      const answers = edge.inFlight === null ? 'the answers it has begun' : `${edge.inFlight} answer(s)`;
      log.info(`shutdown: ${reason}; the edge takes no new connection and finishes ${answers}`);
      const drain = await edge.drain(options.drainDeadlineMs ?? EDGE_DRAIN_DEADLINE_MS);
      if (drain.drained) log.info(`shutdown: the edge drained in ${seconds(drain.elapsedMs)}`);
      else log.error(`shutdown: the edge did not drain in ${seconds(drain.elapsedMs)}, connections cut`);

      const results = await Promise.allSettled(options.afterDrain.map((part) => part.stop()));
      results.forEach((result, index) => {
        if (result.status === 'rejected')
          log.error(`shutdown: ${options.afterDrain[index]!.name} did not stop cleanly`, result.reason);
      });
      const clean = drain.drained && results.every((result) => result.status === 'fulfilled');
      exit(clean ? code : FORCED_EXIT_CODE);
    })());

  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopping) {
      void stop(0, `${signal} received`);
      return;
    }
    if (Date.now() - stoppedAt < REPEATED_SIGNAL_WINDOW_MS) return;
    log.warn(`shutdown: ${signal} received again, exiting at once`);
    exit(FORCED_EXIT_CODE);
  };
  signals.on('SIGTERM', onSignal);
  signals.on('SIGINT', onSignal);
  return {
    stop,
    get stopping() {
      return stopping !== null;
    },
  };
}
