import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { ClientError } from '../core/errors';

// Each upload is read once and then removed: libvips must not keep it open (and its disk space taken) in its cache.
sharp.cache({ files: 0 });

/** The first bytes of a file: enough for every signature below. */
async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Raster types a visitor may send, told by their first bytes, never by name or declared type. */
function isRasterImage(bytes: Buffer): boolean {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  const jpeg = starts(0xff, 0xd8, 0xff);
  const png = starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  const gif = bytes.subarray(0, 4).toString('latin1') === 'GIF8';
  const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || gif || webp;
}

/** An image bomb is a few KB that decodes to gigabytes: dimensions are read from the header and capped before any decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

async function pixelsOf(file: string): Promise<number> {
  try {
    // Reads only the header; the limit is checked below, with an answer of its own.
    const { width = 0, height = 0 } = await sharp(file, { limitInputPixels: false }).metadata();
    return width * height;
  } catch {
    throw new ClientError(415, 'This image could not be read');
  }
}

/**
 * Re-encodes the uploaded file `source` as a JPEG written to `target`:
 * metadata (location, camera) is dropped and whatever else the file carried
 * does not survive. 415 for anything that is not a raster image we accept, or
 * that does not decode; 413 for an image whose dimensions are over the
 * limit, whatever its size in bytes.
 */
export async function reencodeImage(source: string, target: string): Promise<void> {
  if (!isRasterImage(await headOf(source))) throw new ClientError(415, 'Only JPEG, PNG, GIF or WebP images can be sent');
  if ((await pixelsOf(source)) > MAX_IMAGE_PIXELS) {
    throw new ClientError(413, 'This image is too large', { file: `At most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels.` });
  }
  try {
    await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(target);
  } catch {
    throw new ClientError(415, 'This image could not be read');
  }
}
