import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const pngChunk = (type: string, data: Buffer) => Buffer.concat([u32(data.length), Buffer.from(type), data, u32(crc32(Buffer.concat([Buffer.from(type), data])))]);

/** A valid PNG header claiming any size, with almost no pixel data: a decompression bomb of a few dozen bytes. */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(16))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A GIF whose logical screen and first frame claim width × height (at most 65,535 each). */
export function gifClaiming(width: number, height: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return Buffer.concat([
    Buffer.from('GIF89a'), size, Buffer.from([0x80, 0, 0]), Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x2c, 0, 0, 0, 0]), size, Buffer.from([0]), Buffer.from([2, 2, 0x4c, 0x01, 0]), Buffer.from([0x3b]),
  ]);
}

/** A real JPEG with the size in its frame header (SOF0) rewritten to width × height: its scan is for a tiny picture. */
export function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(jpeg);
  const sof = patched.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('not a baseline JPEG');
  patched.writeUInt16BE(height, sof + 5);
  patched.writeUInt16BE(width, sof + 7);
  return patched;
}
