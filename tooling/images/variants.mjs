// The image pipeline: every illustration in the named size variants of requirements §2.3,
// as AVIF and WebP, under public/images/<name>/<Variant>.<format>.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ILLUSTRATIONS } from './illustrations.mjs';

export const VARIANT_WIDTHS = { Mobile320: 320, Mobile480: 480, Mobile640: 640, Desktop480: 480, Desktop720: 720, backgroundLg: 1920 };
export const FORMATS = { avif: { quality: 50, effort: 2 }, webp: { quality: 72, effort: 4 } };

const root = path.resolve(import.meta.dirname, '../..');
export const IMAGES_DIR = path.join(root, 'public', 'images');
const sourceChangedAt = Math.max(statSync(path.join(import.meta.dirname, 'illustrations.mjs')).mtimeMs, statSync(import.meta.filename).mtimeMs);

export function imagesBuilt() {
  const probe = path.join(IMAGES_DIR, 'share-default', 'backgroundLg.webp');
  return existsSync(probe) && statSync(probe).mtimeMs >= sourceChangedAt;
}

export async function buildImages() {
  const started = Date.now();
  sharp.concurrency(2);
  const jobs = [];
  for (const [name, { aspect, svg }] of Object.entries(ILLUSTRATIONS)) {
    const dir = path.join(IMAGES_DIR, name);
    mkdirSync(dir, { recursive: true });
    for (const [variant, width] of Object.entries(VARIANT_WIDTHS)) {
      const height = Math.round(width / aspect);
      const raster = sharp(Buffer.from(svg), { density: Math.max(72, Math.ceil((72 * width) / 800)) }).resize(width, height, { fit: 'cover' });
      for (const [format, options] of Object.entries(FORMATS)) jobs.push(raster.clone()[format](options).toFile(path.join(dir, `${variant}.${format}`)));
    }
    // The share image crawlers fetch is a plain PNG: not every link preview reads WebP.
    if (name === 'share-default') jobs.push(sharp(Buffer.from(svg)).resize(1200, 630).png().toFile(path.join(IMAGES_DIR, 'share-default.png')));
  }
  await Promise.all(jobs);
  console.log(`Built ${jobs.length} image files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === import.meta.filename) await buildImages();
