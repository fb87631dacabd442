import { blogPostAddress, SITE_NAME } from '@bookcraft/shared/core';
import type { Queryable } from '../core/db/database';
import { renderMarkdown } from './markdown';
import { latestPosts } from './posts';

/** How many posts the feed carries: the newest. */
export const FEED_SIZE = 20;

/** Characters XML 1.0 has no place for, even escaped: a post may hold them (pasted text), a feed may not. */
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text for an XML element or attribute. */
export const escapeXml = (text: string) => text.replace(NOT_IN_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const iso = (date: Date) => new Date(date).toISOString();

/**
 * GET /blog/feed.xml: an Atom feed of the newest published posts, each with its Markdown rendered as
 * the page shows it, linked at its address (its slug's). An entry's id is its post's id address, which
 * never changes (Atom ids must not), where a slug may; it moves to the post's address.
 */
export async function blogFeed(db: Queryable, origin: string): Promise<string> {
  const posts = await latestPosts(db, FEED_SIZE);
  const updated = posts.reduce((latest, post) => Math.max(latest, new Date(post.date_modified).getTime()), 0);
  const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;
  const entries = posts.map((post) => {
    const url = origin + blogPostAddress(post);
    return [
      '<entry>',
      element('id', `${origin}/blog/${post.id}`),
      element('title', post.title),
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      element('published', iso(post.published_at)),
      element('updated', iso(post.date_modified)),
      `<author>${element('name', post.author)}</author>`,
      element('summary', post.excerpt),
      `<content type="html">${escapeXml(renderMarkdown(post.body))}</content>`,
      '</entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element('id', `${origin}/blogs`),
    element('title', `${SITE_NAME} blog`),
    element('updated', new Date(updated).toISOString()),
    `<link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/blog/feed.xml`)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${origin}/blogs`)}"/>`,
    `<author>${element('name', SITE_NAME)}</author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
