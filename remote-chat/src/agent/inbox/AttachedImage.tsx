import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { mutedText } from '../ui/styles';
import { fetchImage } from './inboxApi';

const image = css`
  display: block;
  max-width: min(100%, 18rem);
  max-height: 14rem;
  margin-top: 0.35rem;
  border-radius: 6px;
`;

type ImageState = { state: 'loading' } | { state: 'failed' } | { state: 'shown'; url: string };

export function AttachedImage({ attachmentId, alt }: { attachmentId: string; alt: string }) {
  const [shown, setShown] = useState<ImageState>({ state: 'loading' });

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    fetchImage(attachmentId)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (current) setShown({ state: 'shown', url });
        else URL.revokeObjectURL(url);
      })
      .catch(() => current && setShown({ state: 'failed' }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachmentId]);

  if (shown.state === 'shown') return <img src={shown.url} alt={alt} css={image} />;
  return <p css={mutedText}>{shown.state === 'loading' ? 'Loading image…' : 'The image could not be loaded.'}</p>;
}
