/** The file an address names under a folder of the edge's own (the shell's build), never outside it. */
import path from 'node:path';

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
