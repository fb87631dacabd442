import { getRuntimeConfig } from '../contract/config';
import type { ImageVariant } from '../contract/constants';

export type ImageFormat = 'avif' | 'webp';

/** An image of the shared pipeline (tooling/images): its name and what it shows ('' when it is decoration). */
export interface Illustration {
  name: string;
  alt: string;
}

/** A `<picture>` source: this variant from this viewport width up. */
export interface PictureSource {
  minWidth: number;
  variant: ImageVariant;
}

/** The one place an image URL is built: `<base>/<name>/<Variant>.<format>`; the base can be a CDN. */
export function imageUrl(name: string, variant: ImageVariant, format: ImageFormat = 'webp'): string {
  return `${getRuntimeConfig().imageBaseUrl}/${name}/${variant}.${format}`;
}

/** Which variant a `<picture>` serves from each of requirements §9's breakpoints up, widest first; below 480 px it is Mobile480 (sharp on 2x phones). */
export const PICTURE_SOURCES: readonly PictureSource[] = [
  { minWidth: 1260, variant: 'Desktop720' },
  { minWidth: 920, variant: 'Desktop480' },
  { minWidth: 768, variant: 'Mobile640' },
  { minWidth: 640, variant: 'Mobile640' },
  { minWidth: 480, variant: 'Mobile480' },
];
