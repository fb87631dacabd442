import { PACKAGE_OPTIONS, SERVICE_OPTIONS } from '@bookcraft/shared';

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
// Service page slugs that do not spell their option's name.
const ALIASES: Record<string, string> = { authorweb: "Author's Website", proofreading: 'Editing & Proofreading' };

/** The service a `service` query parameter or contact path names ("ghostwriting", "cover-design", "Video Trailer"). */
export function matchService(param: string | null | undefined): string | undefined {
  const wanted = normalize(param ?? '');
  if (!wanted) return undefined;
  if (ALIASES[wanted]) return ALIASES[wanted];
  return SERVICE_OPTIONS.find((option) => normalize(option) === wanted) ?? SERVICE_OPTIONS.find((option) => normalize(option).includes(wanted) || wanted.includes(normalize(option)));
}

export function matchPackage(param: string | null | undefined): string | undefined {
  const wanted = (param ?? '').toLowerCase();
  return (PACKAGE_OPTIONS as readonly string[]).includes(wanted) ? wanted : undefined;
}
