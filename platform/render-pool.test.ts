import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRenderPool, type RenderPool } from './render-pool';
import type { RenderTask } from './render-worker';

/** A shell whose render of /loop never ends by itself, as a remote stuck in a loop would. */
const SHELL_BUNDLE = `
exports.renderShellPage = async (request) => {
  if (request.url === '/loop') for (;;) {}
  return { status: 200, lang: 'fr-FR', head: '', body: '<main>' + request.url + '</main>', state: {} };
};`;

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
fs.mkdirSync(path.join(shellDist, 'server'));
fs.writeFileSync(path.join(shellDist, 'server', 'server.js'), SHELL_BUNDLE);

const task = (url: string): Omit<RenderTask, 'port'> => ({
  shellDist,
  registry: { generatedAt: '', remotes: {} },
  url,
  location: { protocol: 'http:', hostname: 'localhost', port: '', origin: 'http://localhost' },
  apiOrigin: 'http://127.0.0.1:1',
  cdnOrigin: 'http://127.0.0.1:1',
  serverBundleToken: 'token',
  overrideOrigins: [],
  remoteManifestUrl: null,
});

/** A render followed to its end: its markup, or how it ended without a page. */
async function rendered(url: string) {
  let body = '';
  for await (const event of pool.render(task(url))) {
    if (event.kind === 'markup') body += event.html;
    if (event.kind === 'end') return event.outcome === 'page' ? body : event.outcome;
  }
  throw new Error('the render gave no end');
}

let pool: RenderPool;

describe('the render pool', () => {
  beforeAll(() => {
    pool = createRenderPool({ threads: 2, budgetMs: 300 });
  });

  afterAll(() => pool.close());

  it('renders pages in its worker threads', async () => {
    expect(await rendered('/sejour/1')).toBe('<main>/sejour/1</main>');
  });

  it('stops a render that loops at its budget, while another page renders beside it, and goes on', async () => {
    const order: string[] = [];
    const looping = rendered('/loop').then((outcome) => {
      order.push('loop');
      return outcome;
    });
    const other = rendered('/').then((outcome) => {
      order.push('other');
      return outcome;
    });
    expect(await other).toBe('<main>/</main>');
    expect(await looping).toBe('stopped');
    expect(order).toEqual(['other', 'loop']);
    expect(pool.stopped()).toBe(1);
    // The stopped worker was replaced: both threads render again.
    expect(await Promise.all([rendered('/a'), rendered('/b')])).toEqual(['<main>/a</main>', '<main>/b</main>']);
    // A replaced worker starts node and the TypeScript loader again: seconds on a loaded machine.
  }, 60_000);
});
