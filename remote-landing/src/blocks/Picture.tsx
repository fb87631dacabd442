import { imageUrl, PICTURE_SOURCES, type ImageFormat, type ImageVariant } from '@bookcraft/shared';
import type { Illustration } from '../content/types';

interface Props {
  image: Illustration;
  /** Intrinsic size, so the browser reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** The hero image: requested first and never lazily. */
  priority?: boolean;
  /** A small image (a book cover) shown at one size everywhere: this variant only, no breakpoints. */
  variant?: ImageVariant;
  className?: string;
}

const FORMATS: ImageFormat[] = ['avif', 'webp'];

/** An illustration in its named size variants, AVIF first, switching at SPEC §9's breakpoints. */
export function Picture({ image, width, height, priority = false, variant: fixedVariant, className }: Props) {
  const fallbackVariant = fixedVariant ?? 'Mobile480';
  return (
    <picture>
      {FORMATS.flatMap((format) =>
        (fixedVariant ? [] : PICTURE_SOURCES).map(({ minWidth, variant }) => (
          <source key={`${format}-${minWidth}`} type={`image/${format}`} media={`(min-width: ${minWidth}px)`} srcSet={imageUrl(image.name, variant, format)} />
        )),
      )}
      {FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={imageUrl(image.name, fallbackVariant, format)} />
      ))}
      <img
        className={className}
        src={imageUrl(image.name, fallbackVariant, 'webp')}
        alt={image.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        style={{ width: '100%', height: 'auto' }}
      />
    </picture>
  );
}
