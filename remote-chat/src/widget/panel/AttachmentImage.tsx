import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';
import { imageFileName } from '@bookcraft/shared';
import type { ChatApi } from '../connection/chatApi';
import { saveBlob } from '../files/saveBlob';

const figure = css`
  margin: 0.25em 0 0;
  img { display: block; max-width: 100%; max-height: 14em; border-radius: 8px; }
  button { margin-top: 0.25em; padding: 0; border: 0; background: none; color: inherit; font: inherit; font-size: 0.85em; text-decoration: underline; cursor: pointer; }
  button:hover { color: ${colors.accent}; }
`;

/**
 * An image of the thread, fetched with the visitor's token (a plain <img
 * src> could not send it) and shown from an object URL. An image that
 * cannot be fetched is left out silently (requirements §8).
 */
export function AttachmentImage({ id, api, alt }: { id: string; api: ChatApi; alt: string }) {
  const [image, setImage] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    api
      .image(id)
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setImage({ blob, url });
      })
      .catch(() => undefined);
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, id]);

  if (!image) return null;
  return (
    <figure css={figure}>
      <img src={image.url} alt={alt} />
      <button type="button" onClick={() => saveBlob(image.blob, imageFileName(id))}>
        Download image
      </button>
    </figure>
  );
}
