import { useEffect, useState, type ComponentType } from 'react';
import { on } from '@bookcraft/shared';

type ToastModule = typeof import('@bookcraft/shared/toasts');

/**
 * The page's one toaster, owned by the shell so that a toast outlives the
 * form that raised it (the popup closes as the visitor goes to /thankyou).
 * Its code loads at the first toast; requests keep their order meanwhile.
 */
export function Toasts() {
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  useEffect(() => {
    let loading: Promise<ToastModule> | undefined;
    return on('toast', (request) => {
      loading ??= import('@bookcraft/shared/toasts');
      loading.then(({ showToast, ToastViewport }) => {
        showToast(request);
        setViewport(() => ToastViewport);
      }, (error: unknown) => console.error('Toasts could not be loaded', error));
    });
  }, []);
  return Viewport ? <Viewport /> : null;
}
