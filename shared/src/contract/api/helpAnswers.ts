import { z } from 'zod';
import { HELP_CATEGORIES, HELP_OUTCOMES, HELP_STATUSES } from '../schemas/help';

// The help center's answers: the public pages', the console's, and the report of the chat's first answers.

const timestamp = z.string();
const count = z.number().int().min(0);

/** An article as a list or a suggestion shows it. */
export const helpArticleSummarySchema = z.strictObject({ slug: z.string(), title: z.string(), shortAnswer: z.string(), category: z.enum(HELP_CATEGORIES) });

/** A published article as its page shows it: `html` is the Markdown rendered and sanitised as the blog's. */
export const publicHelpArticleSchema = z.strictObject({
  ...helpArticleSummarySchema.shape,
  html: z.string(),
  relatedPaths: z.array(z.string()),
  publishedAt: timestamp,
  updatedAt: timestamp,
});

/** /help: every published article by category, in HELP_CATEGORIES' order; with a question, what answers it, the best first. */
export const publicHelpIndexSchema = z.strictObject({
  categories: z.array(z.strictObject({ name: z.enum(HELP_CATEGORIES), articles: z.array(helpArticleSummarySchema) })),
  query: z.string().optional(),
  results: z.array(helpArticleSummarySchema).optional(),
});

/** An article as the console edits it, in whatever state it is. */
export const staffHelpArticleSchema = z.strictObject({
  id: z.string(),
  status: z.enum(HELP_STATUSES),
  slug: z.string(),
  title: z.string(),
  shortAnswer: z.string(),
  body: z.string(),
  category: z.enum(HELP_CATEGORIES),
  relatedPaths: z.array(z.string()),
  publishedAt: timestamp.nullable(),
  updatedAt: timestamp,
  updatedBy: z.string().nullable(),
});
export const staffHelpArticleSummarySchema = staffHelpArticleSchema.omit({ body: true });
export const helpRevisionSchema = z.strictObject({ id: z.string(), title: z.string(), savedAt: timestamp, savedBy: z.string().nullable() });

/** A question the chat found nothing for, as often as visitors asked it. */
export const knowledgeGapSchema = z.strictObject({ question: z.string(), asked: count, lastAskedAt: timestamp });

export const helpReportSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** Questions the chat searched the help center for, before a member joined. */
  questions: count,
  suggested: count,
  /** The visitor said it answered them, or did not ask for a person within a day. */
  resolved: count,
  handedOver: count,
  /** Suggested, and neither yet: asked less than a day ago. */
  open: count,
  gaps: z.array(knowledgeGapSchema),
});

export const HELP_ANSWERS = {
  publicHelpIndex: publicHelpIndexSchema,
  publicHelpArticle: publicHelpArticleSchema,
  staffHelpArticle: staffHelpArticleSchema,
  staffHelpArticles: z.strictObject({ articles: z.array(staffHelpArticleSummarySchema) }),
  helpRevisions: z.strictObject({ revisions: z.array(helpRevisionSchema) }),
  helpReport: helpReportSchema,
};

/** A suggestion as the chat shows it under a visitor's question. */
export const helpSuggestionSchema = z.strictObject({ slug: z.string(), title: z.string(), shortAnswer: z.string(), url: z.string() });
export const helpOutcomeSchema = z.enum(HELP_OUTCOMES);
export type HelpSuggestion = z.output<typeof helpSuggestionSchema>;
