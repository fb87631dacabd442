const format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A publication date, written out for people and machine-readable for everything else. */
export function PostDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString().slice(0, 10)}>{format.format(date)}</time>;
}
