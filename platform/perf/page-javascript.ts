/** Sums the JavaScript files a page loaded: in all, per app, and the biggest ones. */
import { REMOTE_NAMES } from '../config';

export interface ScriptFile {
  url: string;
  /** Size of the body compressed with gzip level 9. */
  gzipBytes: number;
}

export interface PageJavaScript {
  files: number;
  totalKb: number;
  /** Largest first. */
  biggest: ScriptFile[];
  /** KB gzip per app, largest first. */
  byApp: { app: string; kb: number }[];
}

/** A remote's files live under /<remote>/<version>/ on the cdn; everything else is the shell's. */
export function appOfScript(url: string): string {
  const { pathname } = new URL(url);
  return REMOTE_NAMES.find((remote) => pathname.startsWith(`/${remote}/`)) ?? 'shell';
}

export function summarisePageJavaScript(files: readonly ScriptFile[], biggestCount: number): PageJavaScript {
  const bySize = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const perApp = new Map<string, number>();
  for (const file of files) {
    const app = appOfScript(file.url);
    perApp.set(app, (perApp.get(app) ?? 0) + file.gzipBytes);
  }
  return {
    files: files.length,
    totalKb: files.reduce((total, file) => total + file.gzipBytes, 0) / 1024,
    biggest: bySize.slice(0, biggestCount),
    byApp: [...perApp]
      .map(([app, bytes]) => ({ app, kb: bytes / 1024 }))
      .sort((a, b) => b.kb - a.kb || a.app.localeCompare(b.app)),
  };
}
