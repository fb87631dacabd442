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

/**
 * Re-encodes an upload as a JPEG: metadata (location, camera) is dropped and
 * whatever else the file carried does not survive. 415 for anything that is
 * not a raster image we accept, or that does not decode.
 */
export async function reencodeImage(bytes: Buffer): Promise<Buffer> {
  if (!isRasterImage(bytes)) throw new ClientError(415, 'Only JPEG, PNG, GIF or WebP images can be sent');
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new ClientError(415, 'This image could not be read');
  }
}
