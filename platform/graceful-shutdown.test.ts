/**
 * Stopping the shop while pages are being rendered: every page begun is answered whole, the cdn and
 * the api stop only after that, and the process is gone by the deadline whatever hangs.
 */
import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createEdge, type EdgeLog } from './edge';
import {
  childProcessEdge,
  drainableEdge,
  EDGE_DRAIN_DEADLINE_MS,
  EDGE_EXIT_MARGIN_MS,
  FORCED_EXIT_CODE,
  REPEATED_SIGNAL_WINDOW_MS,
  SHUTDOWN_DEADLINE_MS,
  shutdownOnSignals,
  type DrainResult,
  type EdgeDrain,
} from './graceful-shutdown';
import { superviseProcess, type Supervisor } from './supervise-process';
import { testPlatformConfig } from './test-platform-config';

const PAGES = 20;
/** How long each page takes to render once all of them have begun: they are all in flight when the stop comes. */
const RENDER_MS = 300;

/** Counts the renders begun and lets them all finish RENDER_MS after the last one began. */
const GATE = `
const { EventEmitter } = require('node:events');
const gate = new EventEmitter();
let begun = 0;
let release;
gate.released = new Promise((resolve) => { release = resolve; });
gate.begin = () => {
  begun += 1;
  if (begun !== ${PAGES}) return;
  gate.emit('all-begun');
  setTimeout(release, ${RENDER_MS});
};
module.exports = gate;
`;

const shellBundle = (gateFile: string) => `
const gate = require(${JSON.stringify(gateFile)});
exports.renderShellPage = async (request) => {
  gate.begin();
  await gate.released;
  return { status: 200, lang: 'fr-FR', head: '<title>Stay</title>', body: '<main>rendered ' + request.url + '</main>', state: null };
};`;

interface Answer {
  statusCode: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, pagePath: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pagePath, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ statusCode: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    });
    request.on('error', reject);
  });
}

/** The error a new connection to the port meets (null: it was accepted). */
function connectError(port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', resolve);
  });
}

const silentLog = (lines: string[] = []): EdgeLog => ({
  info: (line) => void lines.push(line),
  warn: (line) => void lines.push(line),
  error: (line) => void lines.push(line),
});

describe('graceful shutdown of a real edge', () => {
  let edge: FastifyInstance;
  let drainable: EdgeDrain;
  let gate: EventEmitter;
  let port: number;
  const agents: http.Agent[] = [];

  beforeAll(async () => {
    const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'graceful-shutdown-'));
    const shellDist = path.join(localDir, 'shell-dist');
    fs.mkdirSync(path.join(shellDist, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(shellDist, 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    const gateFile = path.join(localDir, 'gate.js');
    fs.writeFileSync(gateFile, GATE);
    fs.writeFileSync(path.join(shellDist, 'server', 'server.js'), shellBundle(gateFile));
    // Loaded the way the edge loads the bundle, so both hold the same gate.
    gate = createRequire(__filename)(gateFile) as EventEmitter;

    // The shop's own limits: a socket kept alive after its answer would hold the drain 20 s.
    // Rendered in the edge's own thread, where the test's gate is: a worker would load a gate of its own.
    // The pages wait on the test's gate, however long a busy machine takes to get there: no render
    // budget may run out meanwhile and leave a page to the browser.
    edge = await createEdge(testPlatformConfig(localDir), {
      shellDist,
      log: silentLog(),
      renderThreads: 0,
      pageRenderBudgetMs: 60_000,
    });
    drainable = drainableEdge(edge);
    await edge.listen({ port: 0, host: '127.0.0.1' });
    port = (edge.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    for (const agent of agents) agent.destroy();
    await edge.close();
  });

  it('answers every page in flight in full, then stops the cdn and api, and takes no new connection', async () => {
    const allBegun = once(gate, 'all-begun');
    // Twenty stays, not one: the edge renders a page once for every visitor asking for it meanwhile.
    const stays = Array.from({ length: PAGES }, (_, index) => `/sejour/${20_000 + index}`);
    const answers = stays.map((stay) => {
      const agent = new http.Agent({ keepAlive: true });
      agents.push(agent);
      return get(port, stay, agent);
    });
    await allBegun;

    const signals = new EventEmitter();
    const stoppedWith: { part: string; inFlight: number | null; listening: boolean }[] = [];
    const stopPart = (part: string) => ({
      name: part,
      stop: async () => void stoppedWith.push({ part, inFlight: drainable.inFlight, listening: edge.server.listening }),
    });
    const exitCode = new Promise<number>((exit) =>
      shutdownOnSignals({
        edge: drainable,
        afterDrain: [stopPart('the cdn'), stopPart('the api')],
        log: silentLog(),
        exit,
        signals,
      }),
    );
    signals.emit('SIGTERM', 'SIGTERM');

    const pages = await Promise.all(answers);
    for (const [index, page] of pages.entries()) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<div id="root"><main>rendered ${stays[index]}</main></div>`);
      // Told to close: no client sends another request on a socket the edge is about to close.
      expect(page.connection).toBe('close');
    }
    expect(await exitCode).toBe(0);
    expect(stoppedWith).toEqual([
      { part: 'the cdn', inFlight: 0, listening: false },
      { part: 'the api', inFlight: 0, listening: false },
    ]);

    const drain: DrainResult = await drainable.drain();
    expect(drain).toEqual({ drained: true, inFlight: PAGES, elapsedMs: expect.any(Number) });
    expect(drain.elapsedMs).toBeLessThan(EDGE_DRAIN_DEADLINE_MS / 2);
    expect((await connectError(port))?.code).toBe('ECONNREFUSED');
  });
});

/** An edge whose drain ends when the test says. */
function fakeEdge() {
  const events: string[] = [];
  let finish: (result: DrainResult) => void = () => undefined;
  const edge: EdgeDrain = {
    inFlight: 3,
    drain: () => {
      events.push('drain');
      return new Promise((resolve) => (finish = resolve));
    },
    cut: () => void events.push('cut'),
  };
  return { edge, events, finish: (result: DrainResult) => finish(result) };
}

describe('the order and the deadline of a stop', () => {
  afterEach(() => jest.useRealTimers());

  function shutdown(parts: { name: string; stop(): Promise<unknown> }[] = []) {
    const fake = fakeEdge();
    const signals = new EventEmitter();
    const exits: number[] = [];
    const lines: string[] = [];
    const exited = new Promise<void>((resolve) => {
      shutdownOnSignals({
        edge: fake.edge,
        afterDrain: parts,
        log: silentLog(lines),
        signals,
        exit: (code) => {
          exits.push(code);
          resolve();
        },
      });
    });
    return { ...fake, signals, exits, lines, exited };
  }

  it('stops the cdn and the api only once the edge has drained, then exits 0', async () => {
    const stop = shutdown([
      { name: 'the cdn', stop: async () => void stop.events.push('cdn') },
      { name: 'the api', stop: async () => void stop.events.push('api') },
    ]);
    stop.signals.emit('SIGINT', 'SIGINT');
    await Promise.resolve();
    expect(stop.events).toEqual(['drain']);
    stop.finish({ drained: true, inFlight: 3, elapsedMs: 120 });
    await stop.exited;
    expect(stop.events).toEqual(['drain', 'cdn', 'api']);
    expect(stop.exits).toEqual([0]);
  });

  it('takes the same Ctrl-C passed on again at once for one request, and exits at once on a second one', () => {
    jest.useFakeTimers();
    const stop = shutdown();
    stop.signals.emit('SIGINT', 'SIGINT');
    stop.signals.emit('SIGINT', 'SIGINT');
    expect(stop.exits).toEqual([]);
    jest.advanceTimersByTime(REPEATED_SIGNAL_WINDOW_MS);
    stop.signals.emit('SIGINT', 'SIGINT');
    expect(stop.exits).toEqual([FORCED_EXIT_CODE]);
    expect(stop.lines).toContain('shutdown: SIGINT received again, exiting at once');
  });

  it('cuts the connections and exits non-zero at the deadline, whatever still hangs', () => {
    jest.useFakeTimers();
    const stop = shutdown();
    stop.signals.emit('SIGTERM', 'SIGTERM');
    jest.advanceTimersByTime(SHUTDOWN_DEADLINE_MS - 1);
    expect(stop.exits).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(stop.events).toEqual(['drain', 'cut']);
    expect(stop.exits).toEqual([FORCED_EXIT_CODE]);
  });

  it('exits non-zero when the edge had to be cut', async () => {
    const stop = shutdown();
    stop.signals.emit('SIGTERM', 'SIGTERM');
    stop.finish({ drained: false, inFlight: 3, elapsedMs: EDGE_DRAIN_DEADLINE_MS });
    await stop.exited;
    expect(stop.exits).toEqual([FORCED_EXIT_CODE]);
    expect(stop.lines).toContain('shutdown: the edge did not drain in 7.0 s, connections cut');
  });

  it('exits non-zero when a part failed to stop, after stopping the others', async () => {
    const stop = shutdown([
      {
        name: 'the api',
        stop: async () => {
          throw new Error('still running');
        },
      },
      { name: 'the cdn', stop: async () => void stop.events.push('cdn') },
    ]);
    stop.signals.emit('SIGTERM', 'SIGTERM');
    stop.finish({ drained: true, inFlight: 3, elapsedMs: 50 });
    await stop.exited;
    expect(stop.events).toEqual(['drain', 'cdn']);
    expect(stop.exits).toEqual([FORCED_EXIT_CODE]);
    expect(stop.lines).toContain('shutdown: the api did not stop cleanly');
  });
});

/** An edge process stand-in: on SIGTERM it exits with the code given, or, "stubborn", stays. It says "ready" once its handler is in place. */
const EDGE_PROCESS = `
const how = process.argv[2];
process.on('SIGTERM', () => { if (how !== 'stubborn') process.exit(Number(how)); });
setInterval(() => {}, 1000);
process.stdout.write('ready');
`;

describe('an edge in a process of its own', () => {
  let script: string;
  let supervisor: Supervisor | null = null;

  beforeAll(() => {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'child-edge-')), 'edge.js');
    fs.writeFileSync(script, EDGE_PROCESS);
  });

  afterEach(async () => {
    await supervisor?.stop(0);
    supervisor = null;
  });

  async function started(how: string): Promise<Supervisor> {
    let ready: Promise<unknown> = Promise.resolve();
    supervisor = superviseProcess({
      name: 'the edge',
      command: process.execPath,
      args: [script, how],
      spawnOptions: { stdio: ['ignore', 'pipe', 'inherit'] },
      log: () => undefined,
      onStart: (child) => (ready = once(child.stdout!, 'data')),
    });
    await ready;
    return supervisor;
  }

  it('drains by stopping the process, and drained when it exits 0', async () => {
    const edge = await started('0');
    const child = edge.child!;
    const drain = await childProcessEdge(() => edge).drain();
    expect(drain).toEqual({ drained: true, inFlight: null, elapsedMs: expect.any(Number) });
    expect(child.exitCode).toBe(0);
    // Stopped for good: not started again.
    expect(edge.child).toBeNull();
  });

  it('did not drain when the process had to cut its answers (exit 1)', async () => {
    const edge = await started('1');
    expect((await childProcessEdge(() => edge).drain()).drained).toBe(false);
  });

  it('kills a process still there past its deadline and the margin', async () => {
    const edge = await started('stubborn');
    const child = edge.child!;
    const drain = await childProcessEdge(() => edge).drain(100);
    expect(drain.drained).toBe(false);
    expect(child.signalCode).toBe('SIGKILL');
    expect(drain.elapsedMs).toBeGreaterThanOrEqual(100 + EDGE_EXIT_MARGIN_MS - 50);
  });

  it('has nothing to drain before the process is started', async () => {
    const drainable = childProcessEdge(() => null);
    expect(drainable.inFlight).toBeNull();
    expect(await drainable.drain()).toEqual({ drained: true, inFlight: null, elapsedMs: expect.any(Number) });
    expect(() => drainable.cut()).not.toThrow();
  });
});
