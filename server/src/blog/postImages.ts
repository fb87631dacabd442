import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type AvifOptions, type WebpOptions } from 'sharp';
import { IMAGE_VARIANTS, type ImageVariant } from '@bookcraft/shared/core';

// A post's images (docs/content.md): an upload, checked and re-encoded as a chat image is, written as
// the site's named size variants, `/images/<name>/<Variant>.<format>`, like the built illustrations.
// They live under the uploads folder every node shares (a volume in docker-compose), never change
// once written, and are served by the nodes (web/postImageFiles.ts).

/** Each variant's width, as the image pipeline makes the illustrations (tooling/images/variants.mjs). */
const VARIANT_WIDTHS: Record<ImageVariant, number> = { Mobile320: 320, Mobile480: 480, Mobile640: 640, Desktop480: 480, Desktop720: 720, backgroundLg: 1920 };
type ImageFormat = 'avif' | 'webp';
const FORMATS: Record<ImageFormat, AvifOptions | WebpOptions> = { avif: { quality: 50, effort: 2 }, webp: { quality: 72, effort: 4 } };

/** An uploaded post image's name: random, so it says nothing and cannot be guessed or collide. */
export const POST_IMAGE_NAME = /^post-[0-9a-f]{32}$/;
/** A variant's file name: `<Variant>.<format>`. */
export const VARIANT_FILE = new RegExp(`^(${IMAGE_VARIANTS.join('|')})\\.(avif|webp)$`);

/** Where the uploaded post images are kept. */
export const postImagesFolder = (dataDir: string) => path.join(dataDir, 'uploads', 'posts');

/**
 * Writes every variant of the checked JPEG `source` into a folder of its own, then moves the folder
 * into place: an image's URL never answers with half its variants. Returns the image's name.
 */
export async function storePostImage(dataDir: string, source: string): Promise<string> {
  const name = `post-${randomBytes(16).toString('hex')}`;
  const folder = postImagesFolder(dataDir);
  const writing = path.join(folder, `.incoming-${name}`);
  await mkdir(writing, { recursive: true });
  try {
    for (const [variant, width] of Object.entries(VARIANT_WIDTHS)) {
      const resized = sharp(source).resize({ width, withoutEnlargement: true });
      for (const [format, options] of Object.entries(FORMATS)) await resized.clone().toFormat(format as ImageFormat, options).toFile(path.join(writing, `${variant}.${format}`));
    }
    await rename(writing, path.join(folder, name));
  } catch (error) {
    await rm(writing, { recursive: true, force: true });
    throw error;
  }
  return name;
}

/** The URL an editor puts in Markdown: the 720 px WebP, as the site's own images are shared. */
export const postImageUrl = (name: string) => `/images/${name}/Desktop720.webp`;
