import { useEffect, useState } from 'react';
import { previewPost } from './postsApi';

/** How long the body rests before the preview asks the server again: a render per pause, not per key. */
export const PREVIEW_DELAY_MS = 300;

export type PreviewState = { state: 'empty' } | { state: 'loading'; html: string } | { state: 'shown'; html: string } | { state: 'failed'; html: string };

/** The server's rendering of `body`, asked for once the writer pauses; a newer body cancels the older request. */
export function usePreview(body: string): PreviewState {
  const [preview, setPreview] = useState<PreviewState>({ state: 'empty' });

  useEffect(() => {
    if (body.trim() === '') {
      setPreview({ state: 'empty' });
      return;
    }
    setPreview((earlier) => ({ state: 'loading', html: 'html' in earlier ? earlier.html : '' }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewPost(body, controller.signal).then(
        (html) => setPreview({ state: 'shown', html }),
        () => !controller.signal.aborted && setPreview((earlier) => ({ state: 'failed', html: 'html' in earlier ? earlier.html : '' })),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);

  return preview;
}
