import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { nextRestartDelay, superviseProcess, type RestartPolicy, type Supervisor } from './supervise-process';

// stableAfterMs is far above a node start-up, so a quick crash counts as quick on a busy machine too.
const POLICY: RestartPolicy = { initialDelayMs: 100, maxDelayMs: 400, stableAfterMs: 1_200 };

/**
 * A child that counts its starts in a file and exits with code 3 after the time given for that
 * start (the last time repeats), so one run can crash quickly, then stay up, then crash again.
 */
const CRASHING_CHILD = `
const fs = require('node:fs');
const [countFile, ...lifetimes] = process.argv.slice(2);
const starts = (fs.existsSync(countFile) ? Number(fs.readFileSync(countFile, 'utf8')) : 0) + 1;
fs.writeFileSync(countFile, String(starts));
setTimeout(() => process.exit(3), Number(lifetimes[Math.min(starts, lifetimes.length) - 1]));
`;

/** A child that runs until killed; with "stubborn" it ignores SIGTERM. It says "ready" once its handlers are in place. */
const LONG_RUNNING_CHILD = `
if (process.argv[2] === 'stubborn') process.on('SIGTERM', () => {});
setInterval(() => {}, 1000);
process.stdout.write('ready');
`;

/**
 * How long a case waits for its children before it fails. Each restart starts a Node process, and
 * on a busy machine six of them took longer than 5 s; within jest's 30 s per test.
 */
const CHILDREN_WAIT_MS = 20_000;

function until(condition: () => boolean, timeoutMs = CHILDREN_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (condition()) resolve();
      else if (Date.now() > deadline) reject(new Error('condition not met in time'));
      else setTimeout(check, 10);
    };
    check();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function readyChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.stdout?.once('data', () => resolve()));
}

describe('nextRestartDelay', () => {
  it('starts at the initial delay, doubles up to the maximum, and starts over after a stable run', () => {
    expect(nextRestartDelay(null, 10, POLICY)).toBe(100);
    expect(nextRestartDelay(100, 10, POLICY)).toBe(200);
    expect(nextRestartDelay(200, 10, POLICY)).toBe(400);
    expect(nextRestartDelay(400, 10, POLICY)).toBe(400);
    expect(nextRestartDelay(400, 1_200, POLICY)).toBe(100);
  });
});

describe('superviseProcess', () => {
  let dir: string;
  let supervisor: Supervisor | null = null;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
    fs.writeFileSync(path.join(dir, 'crashing.js'), CRASHING_CHILD);
    fs.writeFileSync(path.join(dir, 'long-running.js'), LONG_RUNNING_CHILD);
  });

  afterEach(async () => {
    await supervisor?.stop();
    supervisor = null;
  });

  it('restarts a crashing child with a doubling delay, back to the first one after a stable run', async () => {
    const countFile = path.join(dir, 'starts-backoff');
    const logs: string[] = [];
    // Starts 1-3 crash at once, start 4 stays up past stableAfterMs, then quick crashes again.
    supervisor = superviseProcess({
      name: 'crasher',
      command: process.execPath,
      args: [path.join(dir, 'crashing.js'), countFile, '0', '0', '0', '1500', '0'],
      policy: POLICY,
      log: (message) => logs.push(message),
    });
    await until(() => logs.length >= 5);
    await supervisor.stop();
    expect(logs.slice(0, 5).map((line) => line.match(/restarting it in ([\d.]+) s/)?.[1])).toEqual([
      '0.1',
      '0.2',
      '0.4',
      '0.1',
      '0.2',
    ]);
    expect(logs[0]).toMatch(/^crasher exited with code 3 after [\d.]+ s; restarting it in 0\.1 s$/);
    // The fifth restart was pending when stop() came.
    expect(supervisor.restarts).toBe(4);
  });

  it('starts nothing more once stopped, even with a restart pending', async () => {
    const countFile = path.join(dir, 'starts-stop');
    const logs: string[] = [];
    supervisor = superviseProcess({
      name: 'crasher',
      command: process.execPath,
      args: [path.join(dir, 'crashing.js'), countFile, '0'],
      policy: POLICY,
      log: (message) => logs.push(message),
    });
    await until(() => logs.length >= 1);
    await supervisor.stop();
    const starts = fs.readFileSync(countFile, 'utf8');
    await sleep(POLICY.maxDelayMs + 200);
    expect(fs.readFileSync(countFile, 'utf8')).toBe(starts);
    expect(supervisor.child).toBeNull();
  });

  it('restarts a child killed from outside and says by which signal', async () => {
    const logs: string[] = [];
    const pids: number[] = [];
    supervisor = superviseProcess({
      name: 'server',
      command: process.execPath,
      args: [path.join(dir, 'long-running.js')],
      policy: POLICY,
      log: (message) => logs.push(message),
      onStart: (child) => pids.push(child.pid!),
    });
    await until(() => pids.length === 1);
    process.kill(pids[0]!, 'SIGKILL');
    await until(() => pids.length === 2);
    expect(logs).toEqual([
      expect.stringMatching(/^server was killed by SIGKILL after [\d.]+ s; restarting it in 0\.1 s$/),
    ]);
    expect(isAlive(pids[1]!)).toBe(true);
  });

  it('stops a running child and waits for it to exit', async () => {
    const started: ChildProcess[] = [];
    supervisor = superviseProcess({
      name: 'server',
      command: process.execPath,
      args: [path.join(dir, 'long-running.js')],
      spawnOptions: { stdio: ['ignore', 'pipe', 'inherit'] },
      onStart: (child) => started.push(child),
    });
    await readyChild(started[0]!);
    await supervisor.stop();
    expect(started[0]!.signalCode).toBe('SIGTERM');
    expect(isAlive(started[0]!.pid!)).toBe(false);
  });

  it('kills a child that ignores SIGTERM once the stop timeout is over', async () => {
    const started: ChildProcess[] = [];
    supervisor = superviseProcess({
      name: 'stubborn',
      command: process.execPath,
      args: [path.join(dir, 'long-running.js'), 'stubborn'],
      spawnOptions: { stdio: ['ignore', 'pipe', 'inherit'] },
      stopTimeoutMs: 200,
      onStart: (child) => started.push(child),
    });
    await readyChild(started[0]!);
    await supervisor.stop();
    expect(started[0]!.signalCode).toBe('SIGKILL');
  });

  it('retries a command that cannot be started', async () => {
    const logs: string[] = [];
    supervisor = superviseProcess({
      name: 'missing',
      command: path.join(dir, 'no-such-program'),
      args: [],
      policy: POLICY,
      log: (message) => logs.push(message),
    });
    await until(() => logs.length >= 2);
    expect(logs[0]).toMatch(/^missing could not start \(.*ENOENT.*\) after [\d.]+ s; restarting it in 0\.1 s$/);
    expect(logs[1]).toMatch(/restarting it in 0\.2 s$/);
  });
});
