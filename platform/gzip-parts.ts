/**
 * A page kept for every visitor differs per answer by its nonce only, yet compressing the whole
 * page for each answer was the largest cost of serving it. Deflate allows better: each part of the
 * page around the nonce's places is compressed once, ending with a full flush (byte-aligned, and
 * nothing after it refers back to it), so the compressed parts and each answer's compressed nonce
 * join into one valid gzip stream. Per answer, only the nonce is compressed and the checksum taken. Same size as compressing the page whole, to within a few
 * bytes per part.
 */
import zlib from 'node:zlib';

/** Compression of the kept parts: done once per render, so the default level. */
const PARTS_LEVEL = 6;

/** gzip's member header: deflate, no name or time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** CRC-32 (IEEE) of gzip's trailer, continued from `previous`: node's own where it has one (20.15 on). */
const crc32 = (data: Buffer, previous: number): number =>
  // An empty part leaves the checksum as it is (node's crc32 has answered 0 for one).
  data.length === 0
    ? previous
    : typeof zlib.crc32 === 'function'
      ? zlib.crc32(data, previous)
      : tableCrc32(data, previous);

/** For node before 20.15, which has no crc32 of its own. */
const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

export function tableCrc32(data: Buffer, previous: number): number {
  let crc = ~previous;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

/** The page's parts compressed, each ending on a full flush but the last, which ends the stream. */
export function deflateParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part, index) =>
    zlib.deflateRawSync(part, {
      level: PARTS_LEVEL,
      finishFlush: index === parts.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
    }),
  );
}

/** The gzip stream of the parts joined by `filler` (the answer's nonce), from their compressed forms. */
export function gzipJoined(parts: readonly Buffer[], deflated: readonly Buffer[], filler: Buffer): Buffer {
  const deflatedFiller = zlib.deflateRawSync(filler, { finishFlush: zlib.constants.Z_FULL_FLUSH });
  let crc = 0;
  let size = 0;
  const pieces: Buffer[] = [GZIP_HEADER];
  parts.forEach((part, index) => {
    if (index > 0) {
      crc = crc32(filler, crc);
      size += filler.length;
      pieces.push(deflatedFiller);
    }
    crc = crc32(part, crc);
    size += part.length;
    pieces.push(deflated[index]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // gzip keeps the length modulo 2^32.
  trailer.writeUInt32LE(size % 0x1_0000_0000, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
