/**
 * What a team or the shell team types, run against the e2e shop: `npm run deploy -w <remote>` and
 * its flags, with the e2e shop's ports and folder, so a deploy lands on the shop under test.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_LOCAL_DIR, E2E_PORTS } from './ports';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Longest a deploy may take: it builds the remote when its sources changed. */
const DEPLOY_TIMEOUT_MS = 300_000;
/** Longest the report may take: it reads the e2e shop's store. */
const REPORT_TIMEOUT_MS = 60_000;

export interface CommandResult {
  status: number | null;
  output: string;
}

/** An npm command run from the repository as a person types it, with `env` added; its status and output. */
function npm(args: string[], env: Record<string, string>, timeoutMs: number): CommandResult {
  const result = spawnSync('npm', args, {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { ...process.env, ...env },
  });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

/** `npm run deploy -w <remote> -- <flags>`, as a team runs it; its exit status and what it printed. */
export function npmDeploy(remote: string, ...flags: string[]): CommandResult {
  return npm(
    ['run', 'deploy', '-w', remote, ...(flags.length ? ['--', ...flags] : [])],
    {
      EDGE_PORT: String(E2E_PORTS.edge),
      CDN_PORT: String(E2E_PORTS.cdn),
      API_PORT: String(E2E_PORTS.api),
      ESCAPADE_LOCAL_DIR: path.resolve(REPO_ROOT, E2E_LOCAL_DIR),
    },
    DEPLOY_TIMEOUT_MS,
  );
}

/** `npm run report -- <args>` on the e2e shop's store: how the remotes loaded on its pages. */
export function npmReport(...args: string[]): CommandResult {
  return npm(
    ['run', 'report', '--', ...args],
    { ESCAPADE_DATA_DIR: path.resolve(REPO_ROOT, E2E_LOCAL_DIR, 'data') },
    REPORT_TIMEOUT_MS,
  );
}

/**
 * Changes a file of the repository for one journey and gives a way to put it back. The original is
 * also kept beside the e2e shop's files, so a run stopped half-way is mended by the next one.
 */
export function changeRepoFile(relativePath: string, change: (text: string) => string): () => void {
  const file = path.join(REPO_ROOT, relativePath);
  const kept = keptSourceOf(relativePath);
  restoreKeptFile(relativePath);
  const original = fs.readFileSync(file, 'utf8');
  const changed = change(original);
  if (changed === original) throw new Error(`${relativePath}: the change changed nothing`);
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  fs.writeFileSync(kept, original);
  fs.writeFileSync(file, changed);
  return () => restoreKeptFile(relativePath);
}

/** Where the original of a changed repository file is kept while a journey runs. */
function keptSourceOf(relativePath: string): string {
  return path.join(REPO_ROOT, E2E_LOCAL_DIR, 'kept-sources', relativePath.replace(/[\\/]/g, '__'));
}

/** Puts back a file an earlier journey changed, if it kept one. */
function restoreKeptFile(relativePath: string): void {
  const kept = keptSourceOf(relativePath);
  if (!fs.existsSync(kept)) return;
  fs.writeFileSync(path.join(REPO_ROOT, relativePath), fs.readFileSync(kept));
  fs.rmSync(kept);
}

/**
 * Keeps an app's build aside and gives a way to put it back: a journey that builds a changed
 * version leaves the build of the repository's sources in place afterwards, so nothing later
 * builds it again.
 */
export function keepAppBuild(app: string): () => void {
  const dist = path.join(REPO_ROOT, app, 'dist');
  const kept = path.join(REPO_ROOT, E2E_LOCAL_DIR, 'kept-builds', app);
  fs.rmSync(kept, { recursive: true, force: true });
  fs.cpSync(dist, kept, { recursive: true });
  return () => {
    if (!fs.existsSync(kept)) return;
    fs.rmSync(dist, { recursive: true, force: true });
    fs.renameSync(kept, dist);
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * A folder served over HTTP on a port of its own, as a team's dev server or another cdn serves a
 * build: any origin may read it (the shop's pages fetch its manifest). Resolves with a way to stop it.
 */
export async function serveFolder(folder: string, port: number): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://folder').pathname);
    const file = path.join(folder, path.normalize(pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(folder) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
