import type { z } from 'zod';
import type { HELP_ANSWERS, HelpArticleBody, HelpCategory, HelpStatus } from '@bookcraft/shared/contracts';
import type { RevisionStore } from '../blog/revisions';

// A help article as the console edits it: the row, and the answer made of it.

export type StaffHelpArticle = z.infer<typeof HELP_ANSWERS.staffHelpArticle>;
export type StaffHelpArticleSummary = z.infer<typeof HELP_ANSWERS.staffHelpArticles>['articles'][number];

export interface ArticleRow {
  id: string;
  status: HelpStatus;
  slug: string;
  title: string;
  short_answer: string;
  body: string;
  category: HelpCategory;
  related_paths: string[];
  published_at: Date | null;
  updated_at: Date;
  updated_by: string | null;
}

/** The row's columns with the name of the member who changed it last (`a` is help_articles, `m` staff_accounts). */
export const ARTICLE_COLUMNS = `a.id::text AS id, a.status, a.slug, a.title, a.short_answer, a.body, a.category, a.related_paths,
  a.published_at, a.updated_at, m.display_name AS updated_by`;
export const ARTICLE_FROM = 'help_articles a LEFT JOIN staff_accounts m ON m.id = a.updated_by';

/** The editable fields' columns, in the order fieldValues gives them. */
export const FIELD_COLUMNS = ['title', 'slug', 'short_answer', 'body', 'category', 'related_paths'] as const;
export type FieldColumn = (typeof FIELD_COLUMNS)[number];
export const fieldValues = (fields: HelpArticleBody) => [fields.title, fields.slug, fields.shortAnswer, fields.body, fields.category, fields.relatedPaths];

export const ARTICLE_REVISIONS: RevisionStore<FieldColumn> = { table: 'help_article_revisions', owner: 'article_id', columns: FIELD_COLUMNS };

/** A revision's columns as the fields an editor writes. */
export const fieldsOf = (row: Pick<ArticleRow, FieldColumn>): HelpArticleBody => ({
  title: row.title,
  slug: row.slug,
  shortAnswer: row.short_answer,
  body: row.body,
  category: row.category,
  relatedPaths: row.related_paths,
});

export function staffArticleOf(row: ArticleRow): StaffHelpArticle {
  return {
    id: row.id,
    status: row.status,
    ...fieldsOf(row),
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

export function staffArticleSummaryOf(row: ArticleRow): StaffHelpArticleSummary {
  const { body: _body, ...summary } = staffArticleOf(row);
  return summary;
}
