/**
 * What `npm start` promises when the api dies: the edge keeps serving pages, api paths answer 503
 * with Retry-After, and the api is back within seconds by itself. A small http server stands in
 * for the api (the real one generates its catalogue first); edge and supervisor are the shop's own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testPlatformConfig } from './test-platform-config';
import { createEdge, EDGE_LIMITS } from './edge';
import { superviseProcess, type Supervisor } from './supervise-process';
import { freePort } from './test-kit/free-port';

const STAND_IN_API = `
const http = require('node:http');
http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ pid: process.pid }));
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.stdout.write('listening'));
`;

describe('the api dies while the shop runs', () => {
  let api: Supervisor;
  let edge: FastifyInstance;
  const pids: number[] = [];
  const logs: string[] = [];

  beforeAll(async () => {
    const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervision-'));
    fs.writeFileSync(
      path.join(localDir, 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(localDir, 'api.js'), STAND_IN_API);
    const apiPort = await freePort();
    const config = testPlatformConfig(localDir, apiPort, { dataDir: localDir });
    const listening: Promise<void>[] = [];
    api = superviseProcess({
      name: 'the api',
      command: process.execPath,
      args: [path.join(localDir, 'api.js'), String(apiPort)],
      spawnOptions: { stdio: ['ignore', 'pipe', 'inherit'] },
      // A restart comes late enough for the test to see the 503 in between.
      policy: { initialDelayMs: 500 },
      log: (message) => logs.push(message),
      onStart: (child) => {
        pids.push(child.pid!);
        listening.push(new Promise((resolve) => child.stdout?.once('data', () => resolve())));
      },
    });
    await listening[0];
    edge = await createEdge(config, { shellDist: localDir });
  });

  afterAll(async () => {
    await api.stop();
    await edge.close();
  });

  it('keeps the pages, answers 503 meanwhile, and has the api back by itself', async () => {
    expect((await edge.inject({ url: '/api/flags' })).json()).toEqual({ pid: pids[0] });

    const exited = new Promise((resolve) => api.child!.once('exit', resolve));
    process.kill(pids[0]!, 'SIGKILL');
    await exited;

    const meanwhile = await edge.inject({ url: '/api/flags' });
    expect(meanwhile.statusCode).toBe(503);
    expect(meanwhile.headers['retry-after']).toBe(String(EDGE_LIMITS.retryAfterSeconds));
    const page = await edge.inject({ url: '/recherche' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');

    const deadline = Date.now() + 5_000;
    let answer = await edge.inject({ url: '/api/flags' });
    while (answer.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await edge.inject({ url: '/api/flags' });
    }
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ pid: pids[1] });
    expect(logs).toEqual([
      expect.stringMatching(/^the api was killed by SIGKILL after [\d.]+ s; restarting it in 0\.5 s$/),
    ]);
  });
});
