/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { useEffect, useState, type ReactNode } from 'react';
import { imageFileName } from '@bookcraft/shared';
import { saveBlob } from './saveBlob';

type Fetched = { state: 'loading' } | { state: 'failed' } | { state: 'shown'; blob: Blob; url: string };

interface AttachedImageProps {
  attachmentId: string;
  alt: string;
  /** With the viewer's credentials, which a plain <img src> could not send (the visitor's token). */
  fetchImage: (attachmentId: string) => Promise<Blob>;
  /** Shown while the image loads; nothing when left out. */
  loadingNote?: ReactNode;
  /** Shown when the image cannot be fetched; nothing when left out. */
  failedNote?: ReactNode;
  /** Puts the image in a figure with a button that saves it as `image_{id}.jpg`. */
  downloadable?: boolean;
  /** The image's style, or the figure's when downloadable (what the css prop becomes). */
  className?: string;
}

/** An image attached to a chat message, fetched and shown from an object URL (the widget's and the console's). */
export function AttachedImage({ attachmentId, alt, fetchImage, loadingNote = null, failedNote = null, downloadable = false, className }: AttachedImageProps) {
  const [image, setImage] = useState<Fetched>({ state: 'loading' });

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    fetchImage(attachmentId)
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setImage({ state: 'shown', blob, url });
      })
      .catch(() => current && setImage({ state: 'failed' }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachmentId, fetchImage]);

  if (image.state === 'loading') return loadingNote;
  if (image.state === 'failed') return failedNote;
  const img = <img src={image.url} alt={alt} className={downloadable ? undefined : className} />;
  if (!downloadable) return img;
  return (
    <figure className={className}>
      {img}
      <button type="button" onClick={() => saveBlob(image.blob, imageFileName(attachmentId))}>
        Download image
      </button>
    </figure>
  );
}
