/** A duration as a sales lead reads it: "9 min 6 s", "46 h 30 min"; "—" when nothing was counted. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds === 0) return '0 s';
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ];
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) => `${amount} ${unit}`)
    .join(' ');
}

export const formatAverage = (average: number | null) => (average === null ? '—' : average.toFixed(2));
export const formatPercent = (percent: number | null) => (percent === null ? '—' : `${percent} %`);

/** The last 30 days, today included, by this browser's calendar. */
export function lastThirtyDays(today = new Date()): { from: string; to: string } {
  const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)), to: day(today) };
}
