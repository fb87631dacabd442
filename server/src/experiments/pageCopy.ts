import type { LandingCopy } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';

// The copy a landing page shows when no experiment runs on it (docs/experiments.md): the one an experiment made the
// page ("Make this the page"), else its built-in copy, which lives in its build and of which the server keeps no text.
// It is what an experiment's control is: written by nobody, so its visitors and crawlers always see the page as it is.

/** A hero copy as stored: a keyword token unfilled; '' in subheadline or image keeps the page's own. */
export interface StoredCopy {
  headline: string;
  subheadline: string;
  button_text: string;
  image: string;
}

/** The control of a page with its built-in copy: no text of its own ('' throughout keeps the page's). */
export const BUILT_IN_COPY: StoredCopy = { headline: '', subheadline: '', button_text: '', image: '' };

/** The page's adopted copy, or null: its built-in one. */
export async function pageCopyOf(db: Queryable, route: string): Promise<StoredCopy | null> {
  const [adopted] = await db.query<StoredCopy>('SELECT headline, subheadline, button_text, image FROM landing_copy WHERE route = $1', [route]);
  return adopted ?? null;
}

/** GET /api/staff/landing-copy: the page's copy as stored, for the console to show as an experiment's control. */
export async function pageCopyAnswer(db: Queryable, route: string): Promise<{ copy: NonNullable<LandingCopy['copy']> | null }> {
  const copy = await pageCopyOf(db, route);
  return { copy: copy && { headline: copy.headline, subheadline: copy.subheadline, buttonText: copy.button_text, image: copy.image } };
}
