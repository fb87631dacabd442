// Its own entry, loaded by the shell at the first toast: react-hot-toast is not part of any first paint.
export { showToast, ToastHost, ToastViewport, TOAST_DURATION_MS } from './ToastHost';
