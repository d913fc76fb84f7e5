/**
 * Keeps a child process running: whenever it exits without being asked to, it is started again
 * after a delay that doubles with each quick crash (so a process that cannot start does not spin
 * the CPU) and falls back to the first delay once the process has stayed up a while.
 *
 * Written here rather than taken from npm: the supervisors there are either a daemon with its own
 * CLI and configuration (pm2) or unmaintained for years (forever-monitor, respawn), and what `npm
 * start` needs is one child, one backoff rule and a clean stop.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface RestartPolicy {
  /** Delay before the first restart after a crash. */
  initialDelayMs: number;
  /** The doubling stops here. */
  maxDelayMs: number;
  /** A process that ran this long before exiting is restarted after initialDelayMs again. */
  stableAfterMs: number;
}

export const DEFAULT_RESTART_POLICY: Readonly<RestartPolicy> = {
  initialDelayMs: 500,
  maxDelayMs: 10_000,
  stableAfterMs: 30_000,
};

/** Time a stopped child has to exit after SIGTERM before it gets SIGKILL. */
const DEFAULT_STOP_TIMEOUT_MS = 5_000;

/** The delay before the next restart, given the last one (null: no restart yet) and how long the process ran. */
export function nextRestartDelay(previousDelayMs: number | null, ranForMs: number, policy: RestartPolicy): number {
  if (previousDelayMs === null || ranForMs >= policy.stableAfterMs) return policy.initialDelayMs;
  return Math.min(previousDelayMs * 2, policy.maxDelayMs);
}

export interface SuperviseOptions {
  /** Names the process in log lines. */
  name: string;
  command: string;
  args: readonly string[];
  spawnOptions?: SpawnOptions;
  policy?: Partial<RestartPolicy>;
  log?: (message: string) => void;
  stopTimeoutMs?: number;
  /** Told of every start, the first included. */
  onStart?: (child: ChildProcess) => void;
}

export interface Supervisor {
  /** The running child, or null while a restart is pending or after stop(). */
  readonly child: ChildProcess | null;
  /** How many times the child was started again after exiting. */
  readonly restarts: number;
  /**
   * Stops the child for good: SIGTERM, then SIGKILL after `timeoutMs` (the supervisor's
   * stopTimeoutMs unless given); resolves once it has exited.
   */
  stop(timeoutMs?: number): Promise<void>;
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function superviseProcess(options: SuperviseOptions): Supervisor {
  const policy: RestartPolicy = { ...DEFAULT_RESTART_POLICY, ...options.policy };
  const log = options.log ?? ((message: string) => console.error(message));
  let child: ChildProcess | null = null;
  let restarts = 0;
  let lastDelayMs: number | null = null;
  let pendingRestart: NodeJS.Timeout | null = null;
  let stopping = false;

  const start = () => {
    pendingRestart = null;
    const startedAt = Date.now();
    const current = spawn(options.command, options.args, options.spawnOptions ?? {});
    child = current;
    let ended = false;
    const onEnd = (how: string) => {
      if (ended) return;
      ended = true;
      if (child === current) child = null;
      if (stopping) return;
      const ranForMs = Date.now() - startedAt;
      lastDelayMs = nextRestartDelay(lastDelayMs, ranForMs, policy);
      log(`${options.name} ${how} after ${seconds(ranForMs)}; restarting it in ${seconds(lastDelayMs)}`);
      pendingRestart = setTimeout(() => {
        restarts += 1;
        start();
      }, lastDelayMs);
    };
    current.on('exit', (code, signal) => onEnd(describeExit(code, signal)));
    // A child that could not be started at all (no 'exit' follows); other errors end in 'exit'.
    current.on('error', (error) => {
      if (current.pid === undefined) onEnd(`could not start (${error.message})`);
    });
    options.onStart?.(current);
  };

  const stop = async (timeoutMs = options.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS) => {
    stopping = true;
    if (pendingRestart) clearTimeout(pendingRestart);
    pendingRestart = null;
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.kill('SIGTERM');
    const forceKill = setTimeout(() => current.kill('SIGKILL'), timeoutMs);
    await exited;
    clearTimeout(forceKill);
  };

  start();
  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    stop,
  };
}
