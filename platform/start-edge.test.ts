/**
 * The edge as its own process, as on a machine of its own: started with the cdn's and the api's
 * origins and the token in its environment, it serves pages reading everything over HTTP, and
 * SIGTERM stops it cleanly. Small HTTP servers stand in for the cdn and the api; the shell is the
 * built one in shell/dist.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './test-kit/free-port';

const START_EDGE = path.join(__dirname, 'start-edge.ts');
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const TOKEN = 'start-edge-test-token';
/** The child loads tsx and the edge's code, maybe on a busy machine. */
const START_TIMEOUT_MS = 45_000;

/** A stand-in server on a free port of loopback; it records the paths asked. */
async function standIn(answer: (url: string, response: http.ServerResponse) => void) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    answer(request.url ?? '', response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return { server, origin, asked };
}

interface Answer {
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

function get(port: number, pagePath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pagePath, headers: { host: `localhost:${port}` }, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ statusCode: response.statusCode ?? 0, contentType: response.headers['content-type'], body }),
        );
      },
    );
    request.on('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
}

function startEdge(args: readonly string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, START_EDGE, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, output: () => output, exited };
}

/** Asks until the edge answers, failing as soon as it exits or at the deadline. */
async function untilAnswering(edge: Started, port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void edge.exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`the edge exited before answering:\n${edge.output()}`);
    if (Date.now() > deadline) throw new Error(`the edge did not answer in time:\n${edge.output()}`);
    try {
      if ((await get(port, '/registry.json')).statusCode === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The environment of the test without what would give the edge another config than its command line's. */
function baseEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, EDGE_RENDER_THREADS: '1' };
  for (const name of [
    'ESCAPADE_SERVER_BUNDLE_TOKEN',
    'REGISTRY_URL',
    'EDGE_PORT',
    'ESCAPADE_HOST',
    'ESCAPADE_SITE_DOMAINS',
  ])
    delete env[name];
  return env;
}

/** The shell build the edge serves: its own, so the test does not depend on a build of the shell. */
const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'start-edge-shell-'));
fs.writeFileSync(
  path.join(shellDist, 'index.html'),
  '<!doctype html><html lang=fr><head><meta charset=utf-8><title>Escapade alone</title></head><body><div id=root></div></body></html>',
);

describe('start-edge: the edge as its own process', () => {
  let cdn: Awaited<ReturnType<typeof standIn>>;
  let api: Awaited<ReturnType<typeof standIn>>;
  let edge: Started | null = null;

  beforeAll(async () => {
    cdn = await standIn((url, response) => {
      if (url === '/registry.json') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ generatedAt: '', remotes: {} }));
      } else {
        response.statusCode = 404;
        response.end();
      }
    });
    api = await standIn((_url, response) => {
      response.statusCode = 503;
      response.end();
    });
  });

  afterEach(async () => {
    // A test that failed half-way leaves no edge behind.
    if (edge && edge.child.exitCode === null && edge.child.signalCode === null) {
      edge.child.kill('SIGKILL');
      await edge.exited;
    }
    edge = null;
  });

  afterAll(async () => {
    await Promise.all([cdn, api].map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  it('serves the registry and pages from the cdn it is given, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const started = startEdge(
      [
        ...['--cdn-origin', cdn.origin, '--api-origin', api.origin, '--port', String(port), '--host', '127.0.0.1'],
        ...['--shell-dist', shellDist],
      ],
      { ...baseEnv(), ESCAPADE_SERVER_BUNDLE_TOKEN: TOKEN },
    );
    edge = started;
    await untilAnswering(started, port);

    const registry = await get(port, '/registry.json');
    expect(registry.statusCode).toBe(200);
    expect(JSON.parse(registry.body)).toEqual({ generatedAt: '', remotes: {} });
    // Read from the cdn's address, the default of --registry-url.
    expect(cdn.asked).toContain('/registry.json');

    const home = await get(port, '/');
    expect(home.statusCode).toBe(200);
    expect(home.contentType).toMatch(/^text\/html/);
    expect(home.body).toMatch(/^<!doctype html>/i);
    expect(home.body).toContain('<title>Escapade alone</title>');

    started.child.kill('SIGTERM');
    expect(await started.exited).toEqual([0, null]);
  }, 60_000);

  it('refuses to start without the server-bundle token, saying so', async () => {
    const port = await freePort();
    const started = startEdge(
      ['--cdn-origin', cdn.origin, '--api-origin', api.origin, '--port', String(port)],
      baseEnv(),
    );
    edge = started;
    const [code] = await started.exited;
    expect(code).toBe(2);
    expect(started.output()).toContain('ESCAPADE_SERVER_BUNDLE_TOKEN is required');
  }, 60_000);
});
