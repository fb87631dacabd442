/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { imageUrl, PICTURE_SOURCES, type Illustration, type ImageFormat, type ImageVariant, type PictureSource } from '@bookcraft/shared';

const FORMATS: ImageFormat[] = ['avif', 'webp'];
const fullWidthImage = css`
  width: 100%;
  height: auto;
`;

/** Full-screen backgrounds: the 1920 px variant from tablets up (with `fallback="Desktop720"` below). */
export const BACKGROUND_SOURCES: readonly PictureSource[] = [{ minWidth: 768, variant: 'backgroundLg' }];

interface Props {
  image: Illustration;
  /** Intrinsic size, so the browser reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** Which variant from which viewport width up, widest first; requirements §9's picture breakpoints by default. `[]` for one size everywhere. */
  sources?: readonly PictureSource[];
  /** The variant below the narrowest source (and for browsers without <picture>). */
  fallback?: ImageVariant;
  /** As wide as its container, the height following (an inline style, so no class overrides it). */
  fullWidth?: boolean;
  className?: string;
}

/** An illustration in its named size variants, AVIF first, then WebP. */
export function Picture({ image, width, height, priority = false, sources = PICTURE_SOURCES, fallback = 'Mobile480', fullWidth = false, className }: Props) {
  return (
    <picture>
      {FORMATS.flatMap((format) =>
        sources.map(({ minWidth, variant }) => (
          <source key={`${format}-${minWidth}`} type={`image/${format}`} media={`(min-width: ${minWidth}px)`} srcSet={imageUrl(image.name, variant, format)} />
        )),
      )}
      {FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={imageUrl(image.name, fallback, format)} />
      ))}
      <img
        className={className}
        src={imageUrl(image.name, fallback, 'webp')}
        alt={image.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        css={fullWidth ? fullWidthImage : undefined}
      />
    </picture>
  );
}
