import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { startWhenStoreWritable } from './start-when-writable';
import { StoreUnwritableError } from '../store/store-faults';

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('startWhenStoreWritable', () => {
  let started: FastifyInstance | undefined;
  afterEach(async () => {
    await started?.close();
  });

  it('answers 503 while the disk cannot be written, logs it once, and starts the api when it can', async () => {
    const port = await freePort();
    const lines: { level: number; msg: string }[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    let builds = 0;
    let openDisk: () => void = () => undefined;
    const diskBack = new Promise<void>((resolve) => (openDisk = resolve));
    let secondBuildStarted: () => void = () => undefined;
    const secondBuild = new Promise<void>((resolve) => (secondBuildStarted = resolve));

    const starting = startWhenStoreWritable({
      port,
      host: '127.0.0.1',
      logger: { stream },
      firstRetryMs: 1,
      maxRetryMs: 2,
      build: async () => {
        builds += 1;
        if (builds === 2) secondBuildStarted();
        if (builds === 3) await diskBack;
        if (builds <= 3)
          throw Object.assign(new Error('attempt to write a readonly database'), { code: 'SQLITE_READONLY' });
        const app = Fastify();
        app.get('/health', async () => ({ status: 'ok' }));
        return app;
      },
    });

    await secondBuild;
    const whileDown = await Promise.all([
      fetch(`http://127.0.0.1:${port}/health`),
      fetch(`http://127.0.0.1:${port}/gateway/purchase/orders`, { method: 'POST' }),
    ]);
    for (const response of whileDown) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect((await response.json()).message).toMatch(/cannot save anything right now/);
    }
    openDisk();
    started = await starting;

    const up = await fetch(`http://127.0.0.1:${port}/health`);
    expect([up.status, await up.json()]).toEqual([200, { status: 'ok' }]);
    const messages = lines.map((line) => line.msg).filter((msg) => /shop store/.test(msg));
    expect(messages).toEqual([
      expect.stringMatching(
        /^The shop store cannot be written \(SQLITE_READONLY: attempt to write a readonly database\)/,
      ),
      expect.stringMatching(/^The shop store can be written again/),
    ]);
  });

  it('lets any other start-up error through, closing the stand-in', async () => {
    const port = await freePort();
    let builds = 0;
    const start = startWhenStoreWritable({
      port,
      host: '127.0.0.1',
      firstRetryMs: 1,
      build: async () => {
        builds += 1;
        if (builds === 1) throw new StoreUnwritableError('/data cannot be written (EROFS)');
        throw new Error('a bug');
      },
    });
    await expect(start).rejects.toThrow('a bug');
    // The port is free again.
    const app = Fastify();
    await app.listen({ port, host: '127.0.0.1' });
    await app.close();
  });
});
