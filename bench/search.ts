import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dropSchema, percentile, services, startApiServer, STAFF, type Figure } from './support';

// How fast the console's search box answers (GET /api/staff/search) over a year of a busy
// team: 100,000 messages in 20,000 conversations of 20,000 visitors, with notes and leads. The rows
// are written with SQL (generate_series), not through the API; the searches go through the real
// HTTP API of a started server, on PostgreSQL and on PGlite (DATA_DIR, no DATABASE_URL).

const SEARCH_SEEDED = { messages: 100_000, visitors: 20_000, notes: 5_000, leads: 5_000 };
const ROUNDS = 30;
const GOAL_MS = 200;

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Mary', 'James', 'Olivia', 'Noah', 'Emma', 'Liam', 'Sophia', 'Lucas', 'Mia', 'Ethan', 'Amelia', 'Mason', 'Harper', 'Logan', 'Ella', 'Henry', 'Aria'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Shelley', 'Joyce', 'Brown', 'Garcia', 'Miller', 'Davis', 'Wilson', 'Moore', 'Taylor', 'Anderson', 'Thomas', 'Jackson', 'White', 'Harris', 'Martin', 'Thompson', 'Young'];
// Phrases a conversation about books is made of; "lighthouse" is in one phrase of 5,000 picks' worth.
const PHRASES = [
  'I want to publish my book this year', 'Can you help me edit my manuscript', 'How much does ghostwriting cost', 'My memoir is about my childhood in Ohio',
  'Do you design book covers', 'I have a children book with illustrations', 'What is the price of the premium package', 'Thank you, that helps a lot',
  'We can start the editing next week', 'Our editors read every chapter twice', 'Would you like a call on Friday', 'The cover designer will send three drafts',
  'Is the audiobook narration included', 'I need marketing for my novel', 'The proofreading takes about two weeks', 'Please send the manuscript as a Word file',
  'A thriller set in London', 'My poetry collection needs a publisher', 'Can I keep the rights to my book', 'We publish on Amazon and in bookstores',
];
const RARE_PHRASE = 'a story about an old lighthouse keeper';

const sqlArray = (values: string[]) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`;
// Picks from an array by a number: the same rows every run.
const pick = (values: string[], n: string) => `(${sqlArray(values)})[1 + (${n}) % ${values.length}]`;

/** The seed, as statements for one connection whose search_path is the server's schema. */
function seedStatements(): string[] {
  const { messages, visitors, notes, leads } = SEARCH_SEEDED;
  const first = (i: string) => pick(FIRST_NAMES, i);
  const last = (i: string) => pick(LAST_NAMES, `${i} / ${FIRST_NAMES.length}`);
  const phrase = (n: string) => pick(PHRASES, n);
  return [
    `INSERT INTO customers (id, company, name, email, phone, created_at, last_seen_at)
     SELECT md5('visitor' || i)::uuid, 'BCP', ${first('i')} || ' ' || ${last('i')},
       lower(${first('i')} || '.' || ${last('i')}) || i || '@example.com',
       '+1 ' || (200 + i % 700) || ' 555 ' || lpad((i % 10000)::text, 4, '0'),
       now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
     FROM generate_series(1, ${visitors}) AS i`,
    `INSERT INTO chat_rooms (id, customer_id, status, created_at, closed_at)
     SELECT i, md5('visitor' || i)::uuid, 'closed', now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
     FROM generate_series(1, ${visitors}) AS i`,
    `SELECT setval(pg_get_serial_sequence('chat_rooms', 'id'), ${visitors})`,
    `INSERT INTO chat_messages (room_id, sender_role, sender_name, content, created_at)
     SELECT 1 + i % ${visitors}, CASE WHEN i % 10 = 0 THEN 'system' WHEN i % 2 = 0 THEN 'agent' ELSE 'visitor' END, CASE WHEN i % 2 = 0 THEN 'Maria' END,
       CASE WHEN i % 10 = 0 THEN 'Maria joined the conversation'
            WHEN i % 5000 = 1 THEN ${phrase('i')} || ', ' || '${RARE_PHRASE}'
            ELSE ${phrase('i * 7')} || '. ' || ${phrase('i * 13 + 3')} || '.' END,
       now() - ((i % ${visitors}) % 365) * interval '1 day' + (i / ${visitors}) * interval '1 minute'
     FROM generate_series(1, ${messages}) AS i`,
    `INSERT INTO chat_notes (room_id, author_name, content, created_at)
     SELECT 1 + (i * 4) % ${visitors}, 'Maria', 'Call back about the ' || ${phrase('i * 3')} || ' question', now() - (i % 365) * interval '1 day'
     FROM generate_series(1, ${notes}) AS i`,
    `INSERT INTO leads (form_family, form_type, full_name, email, phone, message, created_at)
     SELECT 'A', 'General', ${first('i + 7')} || ' ' || ${last('i + 7')}, 'lead' || i || '@example.org', '+1 646 555 ' || lpad((i % 10000)::text, 4, '0'),
       ${phrase('i * 11')} || '. ' || ${phrase('i * 17 + 5')} || '.', now() - (i % 365) * interval '1 day'
     FROM generate_series(1, ${leads}) AS i`,
    'ANALYZE',
  ];
}

/** What members look for: [what it is, the query]. */
const SEARCHES: [string, string][] = [
  ['common word', 'book'],
  ['rare word', 'lighthouse'],
  ['name', 'Grace Hopper'],
  ['e-mail', 'ada.lovelace4000@example.com'],
  ['phone', '555 0147'],
  ['two words', 'memoir childhood'],
  ['no result', 'zeppelin'],
];

async function seedPostgres(databaseUrl: string, schema: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    for (const statement of seedStatements()) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seedPglite(dataDir: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite')); // where the server keeps it (server/src/core/db/database.ts)
  try {
    for (const statement of seedStatements()) await db.query(statement);
  } finally {
    await db.close();
  }
}

/** Each search in turn, ROUNDS times, after one round to warm up: every latency, and each kind's median. */
async function measure(url: string) {
  const login = await fetch(`${url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const [kind, q] of SEARCHES) {
      const started = performance.now();
      const answer = await fetch(`${url}/api/staff/search?q=${encodeURIComponent(q)}`, { headers: { cookie } });
      const found = ((await answer.json()) as { results?: unknown[] }).results;
      const latency = performance.now() - started;
      if (answer.status !== 200 || !found) throw new Error(`search ${q} answered ${answer.status}`);
      if (round === 0) continue;
      latencies.push(latency);
      byKind.set(kind, [...(byKind.get(kind) ?? []), latency]);
    }
  }
  const slowest = [...byKind].map(([kind, values]) => `${kind} ${Math.round(percentile(values, 50))}`).join(', ');
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), slowest };
}

/** Starts a server on the storage `env` names, seeds it while it is stopped, and measures it started again. */
async function benchOn(name: string, env: Record<string, string>, seed: () => Promise<void>): Promise<Figure[]> {
  await (await startApiServer(env)).stop(); // migrates the empty database and creates the member
  const seeding = performance.now();
  await seed();
  const seedSeconds = Math.round((performance.now() - seeding) / 1000);
  const server = await startApiServer(env);
  try {
    const { p50, p95, slowest } = await measure(server.url);
    const { messages, visitors } = SEARCH_SEEDED;
    const note = `${messages / 1000}k messages, ${visitors / 1000}k visitors, ${SEARCH_SEEDED.notes / 1000}k notes, ${SEARCH_SEEDED.leads / 1000}k leads (seeded by SQL in ${seedSeconds} s); ${SEARCHES.length} kinds of search × ${ROUNDS}, one at a time; median by kind (ms): ${slowest}`;
    const group = `Search, ${name}`;
    return [
      { group, figure: 'search p50 (100k messages, 20k visitors)', value: Math.round(p50), unit: 'ms', note },
      { group, figure: 'search p95 (100k messages, 20k visitors)', value: Math.round(p95), unit: 'ms', target: `<= ${GOAL_MS}`, note },
    ];
  } finally {
    await server.stop();
  }
}

export async function benchSearch(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const databaseUrl = services.databaseUrl;
  if (databaseUrl) {
    const schema = `bench_search_${Date.now()}`;
    try {
      figures.push(...(await benchOn('PostgreSQL', { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema }, () => seedPostgres(databaseUrl, schema))));
    } finally {
      await dropSchema(databaseUrl, schema);
    }
  } else {
    console.log('search: PostgreSQL skipped (BENCH_DATABASE_URL or TEST_DATABASE_URL names none)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-bench-search-'));
  try {
    figures.push(...(await benchOn('PGlite', { DATA_DIR: dataDir }, () => seedPglite(dataDir))));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
