import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helpSearch, migrate, openPglite, publishedArticles } from '@bookcraft/server';
import { LABELLED_QUESTIONS, OFF_TOPIC_QUESTIONS } from './answers/questions';
import { percentile, type Figure } from './support';

// How well the chat's first answers find the help center's article for a visitor's question: the
// labelled questions of answers/questions.ts against the articles a new install has (the migrations'
// seed), through the search the chat uses, and through PostgreSQL's plain full-text search
// (ts_rank over title, short answer and body, any word matching) as the baseline, in one run.
// An article counts only as the chat shows it: among the suggestions, which may be none.

interface Scores {
  first: number;
  topThree: number;
  offTopicSilent: number;
  misses: string[];
}

type Suggest = (question: string) => Promise<string[]>;

async function score(suggest: Suggest): Promise<Scores> {
  let first = 0;
  let topThree = 0;
  const misses: string[] = [];
  for (const { question, article } of LABELLED_QUESTIONS) {
    const suggested = await suggest(question);
    if (suggested[0] === article) first += 1;
    if (suggested.slice(0, 3).includes(article)) topThree += 1;
    else misses.push(`"${question}" -> ${suggested.join(', ') || 'nothing'} (wanted ${article})`);
  }
  let offTopicSilent = 0;
  for (const question of OFF_TOPIC_QUESTIONS) {
    const suggested = await suggest(question);
    if (suggested.length === 0) offTopicSilent += 1;
    else misses.push(`"${question}" (off-topic) -> ${suggested.join(', ')}`);
  }
  const share = (count: number, of: number) => Math.round((count / of) * 1000) / 10;
  return { first: share(first, LABELLED_QUESTIONS.length), topThree: share(topThree, LABELLED_QUESTIONS.length), offTopicSilent: share(offTopicSilent, OFF_TOPIC_QUESTIONS.length), misses };
}

/** Plain full-text search: the English configuration's stems, any of the question's words, ranked by ts_rank. */
const BASELINE_SQL = `
  SELECT slug FROM help_articles, to_tsquery('english', $1) AS question
  WHERE status = 'published' AND to_tsvector('english', title || ' ' || short_answer || ' ' || body) @@ question
  ORDER BY ts_rank(to_tsvector('english', title || ' ' || short_answer || ' ' || body), question) DESC, slug
  LIMIT 3`;

const anyWordOf = (question: string) =>
  question
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(' | ');

export async function benchAnswers(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-answers-'));
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    const articles = await publishedArticles(db);
    const search = helpSearch(articles);
    const times: number[] = [];
    const ours = await score(async (question) => {
      const started = performance.now();
      const suggested = search.suggested(question);
      times.push(performance.now() - started);
      return suggested;
    });
    const baseline = await score(async (question) => {
      const words = anyWordOf(question);
      return words ? (await db.query<{ slug: string }>(BASELINE_SQL, [words])).map((row) => row.slug) : [];
    });
    if (ours.misses.length) console.log(`answers: what the chat's search missed\n  ${ours.misses.join('\n  ')}`);
    const note = `${LABELLED_QUESTIONS.length} labelled and ${OFF_TOPIC_QUESTIONS.length} off-topic questions, ${articles.length} articles (bench/answers/questions.ts); baseline: ts_rank, any word`;
    const group = 'Chat first answers';
    return [
      { group, figure: 'right article suggested first (% of labelled questions)', value: ours.first, unit: '%', target: '>= 70', baseline: baseline.first, note },
      { group, figure: 'right article among the suggestions (% of labelled questions)', value: ours.topThree, unit: '%', target: '>= 90', baseline: baseline.topThree, note },
      { group, figure: 'nothing suggested for an off-topic question (%)', value: ours.offTopicSilent, unit: '%', target: '>= 90', baseline: baseline.offTopicSilent, note },
      { group, figure: 'search time per question p99', value: Math.round(percentile(times, 99) * 100) / 100, unit: 'ms', target: '<= 50' },
    ];
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
