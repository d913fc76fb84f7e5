/**
 * The file an address names under a folder of the edge's own (the shell's build), never outside it,
 * and the type a file is served with.
 */
import path from 'node:path';
import { isUtf8MimeType, mime } from '@fastify/send';

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

/**
 * The Content-Type the local cdn serves a file with (@fastify/static decides it so), for copies of
 * its files served elsewhere (an S3 bucket): `application/javascript; charset=utf-8`, `image/webp`…
 */
export function contentTypeOf(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}
