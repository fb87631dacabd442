/** Whether this browser can show desktop notifications, and what the member allowed. */
type DesktopPermission = NotificationPermission | 'unsupported';

export const desktopPermission = (): DesktopPermission => ('Notification' in window ? window.Notification.permission : 'unsupported');

/** Asks the browser (a prompt only the member's own click may open). */
export async function askDesktopPermission(): Promise<DesktopPermission> {
  if (!('Notification' in window)) return 'unsupported';
  return window.Notification.requestPermission();
}

/** What the member would miss: shown only while the console's tab is hidden, and only if they allowed it. */
export function notifyIfHidden(title: string, options: { body: string; tag: string }): void {
  if (document.visibilityState !== 'hidden' || desktopPermission() !== 'granted') return;
  new window.Notification(title, options);
}
