import type { IconName } from '../../content/shared';

const PATHS: Record<IconName, string> = {
  pen: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3',
  book: 'M4 5c3-1 6-1 8 1v13c-2-2-5-2-8-1zM20 5c-3-1-6-1-8 1v13c2-2 5-2 8-1z',
  palette: 'M12 3a9 9 0 100 18c1 0 1.5-.8 1.2-1.6-.4-1 .3-2.4 1.8-2.4H17a4 4 0 004-4c0-5-4-10-9-10z',
  layout: 'M4 4h16v16H4zM4 9h16M10 9v11',
  headphones: 'M4 15v-3a8 8 0 0116 0v3M4 15h3v5H4zM17 15h3v5h-3z',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  megaphone: 'M4 10v4h3l7 4V6L7 10zM17 9a4 4 0 010 6',
  monitor: 'M3 5h18v11H3zM9 20h6M12 16v4',
  film: 'M4 5h16v14H4zM8 5v14M16 5v14M4 9h4M4 15h4M16 9h4M16 15h4',
  rocket: 'M12 3c4 2 6 6 5 11l-2 2H9l-2-2C6 9 8 5 12 3zM9 16l-2 5 3-2M15 16l2 5-3-2',
};

/** A card icon; the filled version is the one shown on hover. */
export function Icon({ name, filled = false }: { name: string; filled?: boolean }) {
  const path = PATHS[name.replace(/-filled$/, '') as IconName] ?? PATHS.book;
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill={filled ? 'currentColor' : 'none'} fillOpacity={filled ? 0.25 : 0} stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
