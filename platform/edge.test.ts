import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config';
import { createEdge } from './edge';
import { pointRemoteAt } from './registry-store';

describe('edge', () => {
  let api: FastifyInstance;
  let edge: FastifyInstance;
  let config: PlatformConfig;
  let shellDist: string;

  beforeAll(async () => {
    const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-'));
    shellDist = path.join(localDir, 'shell-dist');
    fs.mkdirSync(shellDist);
    fs.writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(shellDist, 'main.js'), 'console.log(1)');
    api = Fastify();
    api.get('/api/flags', async (request) => ({ proxied: true, url: request.url }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (api.server.address() as { port: number }).port;
    config = {
      edgePort: 0,
      cdnPort: 0,
      apiPort,
      host: '127.0.0.1',
      localDir,
      cdnDir: path.join(localDir, 'cdn'),
      registryFile: path.join(localDir, 'registry.json'),
      dataDir: path.join(localDir, 'data'),
      cdnOrigin: 'http://localhost:3100',
      apiOrigin: `http://127.0.0.1:${apiPort}`,
    };
    edge = await createEdge(config, shellDist);
  });

  afterAll(async () => {
    await edge.close();
    await api.close();
  });

  it.each(['/', '/?flow=gifting', '/recherche?flow=booking', '/fr/', '/sejour/12'])('serves %s as the shell page, never cached', async (url) => {
    const response = await edge.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    expect((await edge.inject({ url: '/missing-chunk.abcdef12.js' })).statusCode).toBe(404);
    expect((await edge.inject({ url: '/main.js' })).statusCode).toBe(200);
  });

  it('serves files built after it started', async () => {
    fs.writeFileSync(path.join(shellDist, 'late.12345678.js'), 'console.log(2)');
    const response = await edge.inject({ url: '/late.12345678.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('proxies the api paths to the api', async () => {
    const response = await edge.inject({ url: '/api/flags?locale=fr_FR' });
    expect(response.json()).toEqual({ proxied: true, url: '/api/flags?locale=fr_FR' });
  });

  it('serves the registry uncached and lets pages load scripts only from the remotes it names', async () => {
    pointRemoteAt(config.registryFile, 'mfe-search', { federationName: 'mfe_search', version: 'dev', manifestUrl: 'http://localhost:3201/mf-manifest.json', contractRange: '^1.0.0' });
    const response = await edge.inject({ url: '/registry.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json().remotes['mfe-search'].version).toBe('dev');
    const csp = String((await edge.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' http:\/\/localhost:3100 http:\/\/localhost:3201;/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
