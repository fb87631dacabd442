import { callFor } from '@bookcraft/shared';
import type { ApiAnswer, HelpArticleBody } from '@bookcraft/shared/contracts';

/** An article as the console edits it, in whatever state it is. */
export type StaffHelpArticle = ApiAnswer<'GET /api/staff/help-articles/:id'>;
export type HelpArticleSummary = ApiAnswer<'GET /api/staff/help-articles'>['articles'][number];
type HelpRevision = ApiAnswer<'GET /api/staff/help-articles/:id/revisions'>['revisions'][number];
/** A published article as its page on the site shows it: its body rendered and sanitised by the server. */
type PublicHelpArticle = ApiAnswer<'GET /api/help/:id'>;

/** Every article, in every state (drafts too): the editors' list, and the agents' once the drafts are left out. */
export const fetchHelpArticles = async (signal?: AbortSignal): Promise<HelpArticleSummary[]> => (await callFor('GET /api/staff/help-articles', {}, { signal })).articles;

export const fetchHelpArticle = (id: string, signal?: AbortSignal): Promise<StaffHelpArticle> => callFor('GET /api/staff/help-articles/:id', { params: { id } }, { signal });

/** A new article starts as a draft; 400 names the refused fields, 409 a slug another article has. */
export const createHelpArticle = (body: HelpArticleBody): Promise<StaffHelpArticle> => callFor('POST /api/staff/help-articles', { body });

/** Saves over an article in any state: a published one changes on /help and in the chat's suggestions at once. */
export const updateHelpArticle = (id: string, body: HelpArticleBody): Promise<StaffHelpArticle> => callFor('PUT /api/staff/help-articles/:id', { params: { id }, body });

export const publishHelpArticle = (id: string): Promise<StaffHelpArticle> => callFor('POST /api/staff/help-articles/:id/publish', { params: { id }, body: {} });

/** Takes an article off /help and out of the chat's suggestions: a draft again. */
export const unpublishHelpArticle = (id: string): Promise<StaffHelpArticle> => callFor('POST /api/staff/help-articles/:id/unpublish', { params: { id }, body: {} });

export const fetchHelpRevisions = async (id: string, signal?: AbortSignal): Promise<HelpRevision[]> =>
  (await callFor('GET /api/staff/help-articles/:id/revisions', { params: { id } }, { signal })).revisions;

/** Saves an earlier revision again as the newest; the answer is the article as it now is. */
export const restoreHelpRevision = (id: string, revision: string): Promise<StaffHelpArticle> =>
  callFor('POST /api/staff/help-articles/:id/revisions/:revision/restore', { params: { id, revision }, body: {} });

/** A published article's page, by its slug: what the agents read and answer with. */
export const fetchPublishedHelpArticle = (slug: string, signal?: AbortSignal): Promise<PublicHelpArticle> => callFor('GET /api/help/:id', { params: { id: slug } }, { signal });
