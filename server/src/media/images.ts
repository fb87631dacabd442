import sharp from 'sharp';
import { ClientError } from '../http/errors';

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

async function pixelsOf(bytes: Buffer): Promise<number> {
  try {
    // Reads only the header; the limit is checked below, with an answer of its own.
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width * height;
  } catch {
    throw new ClientError(415, 'This image could not be read');
  }
}

/**
 * Re-encodes an upload as a JPEG: metadata (location, camera) is dropped and
 * whatever else the file carried does not survive. 415 for anything that is
 * not a raster image we accept, or that does not decode; 413 for an image
 * whose dimensions are over the limit, whatever its size in bytes.
 */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  if (!isRasterImage(bytes)) throw new ClientError(415, 'Only JPEG, PNG, GIF or WebP images can be sent');
  if ((await pixelsOf(bytes)) > MAX_IMAGE_PIXELS) {
    throw new ClientError(413, 'This image is too large', { file: `At most ${MAX_IMAGE_PIXELS / 1_000_000} million pixels.` });
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new ClientError(415, 'This image could not be read');
  }
}
