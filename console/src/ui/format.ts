const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "14:05" for a message; the server sends ISO timestamps. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : time.format(date);
}

/** "12 May 2025, 14:05" for a lead, a visit, a last-seen time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** "idle" → "Idle": a visitor's presence as the console shows it. */
export const presenceLabel = (presence: string) => presence.charAt(0).toUpperCase() + presence.slice(1);

/** "$4,500.00": an amount in cents, in its currency. */
export const formatMoney = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
