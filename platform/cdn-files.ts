/** Where the shop's own cdn keeps the file of one of its addresses, for the edge to read it from disk. */
import path from 'node:path';
import type { PlatformConfig } from './config';

/** The file of an address under a folder, or null when the address leaves the folder or cannot be decoded. */
export function fileUnder(folder: string, relativePath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  const file = path.resolve(folder, decoded);
  return file.startsWith(folder + path.sep) ? file : null;
}

/** The file behind an address of this cdn; null for any other origin (a team's dev server). */
export function cdnFileOf(config: PlatformConfig, url: string): string | null {
  const prefix = `${config.cdnOrigin}/`;
  return url.startsWith(prefix) ? fileUnder(config.cdnDir, url.slice(prefix.length)) : null;
}
