/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { useEffect } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { on, type ToastRequest } from '@bookcraft/shared';

/** Long enough to read "Submitted successfully!" on the thank-you page the visitor is sent to. */
export const TOAST_DURATION_MS = 6_000;

/** Shows or updates one toast; it waits in the toast store until a viewport is mounted. */
export function showToast({ id, kind, message, plainIcon }: ToastRequest): void {
  const options = { id, ...(plainIcon ? { icon: null } : {}) };
  if (kind === 'loading') toast.loading(message, options);
  else toast[kind](message, options);
}

export function ToastViewport() {
  // "Loading..." stays while the lead is on its way, however long that takes; the answer's toast then has its duration.
  return <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS, loading: { duration: Infinity } }} />;
}

/** The toasts remotes ask for on the event bus, shown: the shell's lazy Toasts in one piece, for tests and a remote's own dev page. */
export function ToastHost() {
  useEffect(() => on('toast', showToast), []);
  return <ToastViewport />;
}
