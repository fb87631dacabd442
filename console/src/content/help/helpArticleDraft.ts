import type { HelpArticleBody, HelpCategory } from '@bookcraft/shared/contracts';
import { formatDay, slugFrom } from '../postState';
import type { HelpArticleSummary, StaffHelpArticle } from './helpArticlesApi';

/** The editor's form: the related pages as typed, one site path per line; no category until one is chosen. */
export interface HelpArticleDraft {
  title: string;
  slug: string;
  shortAnswer: string;
  body: string;
  category: HelpCategory | '';
  relatedPaths: string;
}

export const emptyHelpDraft = (): HelpArticleDraft => ({ title: '', slug: '', shortAnswer: '', body: '', category: '', relatedPaths: '' });

/** A new article with its title given (a question visitors asked), its slug following it as if typed. */
export const titledHelpDraft = (title: string): HelpArticleDraft => ({ ...emptyHelpDraft(), title, slug: slugFrom(title) });

export const helpDraftOf = (article: StaffHelpArticle): HelpArticleDraft => ({
  title: article.title,
  slug: article.slug,
  shortAnswer: article.shortAnswer,
  body: article.body,
  category: article.category,
  relatedPaths: article.relatedPaths.join('\n'),
});

/** What a save sends: each non-blank line a path. A category not chosen goes as it is, for the server to name it. */
export const helpBodyOf = (draft: HelpArticleDraft): HelpArticleBody => ({
  title: draft.title,
  slug: draft.slug,
  shortAnswer: draft.shortAnswer,
  body: draft.body,
  category: draft.category as HelpCategory,
  relatedPaths: draft.relatedPaths
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/**
 * The server's refusals of the related pages as one message for their field: `relatedPaths` for the list,
 * `relatedPaths.1` for its second path ("Path 2: Use a path of this site…").
 */
export function relatedPathsError(fields: Record<string, string>): string | undefined {
  const messages = Object.entries(fields)
    .filter(([field]) => field === 'relatedPaths' || field.startsWith('relatedPaths.'))
    .map(([field, message]) => (field === 'relatedPaths' ? message : `Path ${Number(field.slice('relatedPaths.'.length)) + 1}: ${message}`));
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** An article's state as the list and the editor say it: "Draft", "Published 3 Nov 2026". */
export const helpStateLabel = (article: Pick<HelpArticleSummary, 'status' | 'publishedAt'>): string =>
  article.status === 'published' ? `Published ${formatDay(article.publishedAt)}`.trim() : 'Draft';
