import { REVENUE_GROUPS, REVENUE_MODELS } from '@bookcraft/shared/contracts';
import { dropSchema, percentile, services, startApiServer, STAFF, type Figure } from './support';

// The Revenue report (docs/revenue.md) over a year of a busy team: 100,000 leads, each with its
// visitor, the visitor's first touch and later arrivals over 20 campaigns, a tenth of them with a
// second device linked by proof, and 20,000 deals across the default stages, won or lost with their
// moves. The rows are written with SQL (generate_series), not through the API; the report is asked
// for through the real HTTP API of a started server on PostgreSQL, for every model and grouping over
// the last 90 days. The baseline is the Reports tab's report by campaign (leads and conversations)
// over the same days and data, asked for between them.

const GOAL_MS = 300;
/** The last instant of the seeded year, and the report's 90 days, which end there (the team's days). */
const YEAR_END = '2027-01-01T00:00:00Z';
const RANGE = { from: '2026-10-03', to: '2026-12-31' };

/** A campaign: [utm_source, utm_medium, utm_campaign, its click id parameter]. */
const CAMPAIGNS: [string, string, string, string][] = [
  ['google', 'cpc', 'memoir-search', 'gclid'],
  ['google', 'cpc', 'novel-search', 'gclid'],
  ['google', 'cpc', 'ghostwriting-search', 'gclid'],
  ['google', 'cpc', 'editing-search', 'gclid'],
  ['google', 'cpc', 'publishing-search', 'gclid'],
  ['google', 'cpc', 'childrens-book-search', 'gclid'],
  ['facebook', 'paid-social', 'memoir-social', 'fbclid'],
  ['bing', 'cpc', 'ghostwriting-bing', 'msclkid'],
  ['facebook', 'paid-social', 'fantasy-social', 'fbclid'],
  ['newsletter', 'email', 'spring-newsletter', ''],
  ['instagram', 'paid-social', 'author-stories', 'fbclid'],
  ['facebook', 'paid-social', 'scifi-social', 'fbclid'],
  ['bing', 'cpc', 'publishing-bing', 'msclkid'],
  ['linkedin', 'paid-social', 'business-book-leads', 'li_fat_id'],
  ['newsletter', 'email', 'autumn-newsletter', ''],
  ['tiktok', 'paid-social', 'booktok-launch', 'ttclid'],
  ['facebook', 'paid-social', 'childrens-social', 'fbclid'],
  ['instagram', 'paid-social', 'cover-design-reels', 'fbclid'],
  ['youtube', 'video', 'audiobook-preroll', ''],
  ['newsletter', 'email', 'holiday-newsletter', ''],
];
const KEYWORDS = [
  'memoir ghostwriter', 'hire a ghostwriter', 'book publishing services', 'self publish a book', 'book editor', 'manuscript editing',
  'childrens book publisher', 'publish my novel', 'ghostwriting cost', 'book cover design', 'audiobook narration', 'fantasy book publisher',
  'sci-fi publishing', 'poetry publisher', 'business book ghostwriter', 'book marketing', 'amazon kdp help', 'proofreading services',
  'literary agent alternative', 'how to publish a book', 'memoir writing help', 'ghostwriter for hire', 'book formatting', 'isbn for my book',
  'biography ghostwriter', 'thriller editor', 'romance novel publisher', 'illustrated book publisher', 'ebook publishing', 'book launch',
];
const LANDING_PAGES = ['/LP-GN-GAD', '/LP-GN-MET', '/LP-ED-GAD', '/LP-MM-GAD', '/LP-SF-MET', '/book-publishing-services', '/ghostwriting-services', '/editing-services', '/sci-fi-publishing-services', '/'];
const REFERRERS = ['https://www.google.com/', 'https://www.bing.com/', 'https://duckduckgo.com/', 'https://www.reddit.com/r/writing/', 'https://medium.com/@author'];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: string[]) => `ARRAY[${values.map(quote).join(', ')}]`;
/** A number in [0, 1) from a name and a row's number: the same rows every run, spread like random ones. */
const rand = (name: string, n: string) => `((abs(hashtext('${name}' || (${n})::text)) % 1000000) / 1000000.0)`;
const iso = (at: string) => `to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The seed, as statements for one connection whose search_path is the server's schema; $1 is the admin, who owns the deals. */
function seedStatements(leads: number, deals: number): string[] {
  const devices = leads / 10;
  const stepPerDeal = leads / deals;
  return [
    // The plan of every touch, as temporary tables the inserts below read: campaigns first.
    `CREATE TEMP TABLE campaign AS
     SELECT k - 1 AS k, (${sqlArray(CAMPAIGNS.map((c) => c[0]))})[k] AS source, (${sqlArray(CAMPAIGNS.map((c) => c[1]))})[k] AS medium,
       (${sqlArray(CAMPAIGNS.map((c) => c[2]))})[k] AS campaign, (${sqlArray(CAMPAIGNS.map((c) => c[3]))})[k] AS click,
       (${sqlArray(LANDING_PAGES)})[1 + (k - 1) % ${LANDING_PAGES.length}] AS landing
     FROM generate_series(1, ${CAMPAIGNS.length}) AS k`,
    // Visitors 1..leads each leave lead i; the devices after them are a second device of visitor 10k - 7 (linked by proof).
    // A visitor first arrives up to 60 days before its lead, and arrives 0 to 4 times more, up to 20 days after it.
    `CREATE TEMP TABLE visit AS
     SELECT i, md5('visitor' || i)::uuid AS id, owner, lead_at,
       lead_at - ${rand('first', 'i')} * interval '60 days' AS first_at, floor(${rand('later', 'i')} * CASE WHEN i > ${leads} THEN 3 ELSE 5 END)::int AS later
     FROM generate_series(1, ${leads + devices}) AS i,
       LATERAL (SELECT CASE WHEN i > ${leads} THEN (i - ${leads}) * 10 - 7 END AS owner) o,
       LATERAL (SELECT timestamptz '${YEAR_END}' - ${rand('lead', 'COALESCE(owner, i)')} * interval '365 days' AS lead_at) l`,
    // Each arrival: 60% from a campaign (the first ones more often), 20% from a referring site, 20% direct.
    `CREATE TEMP TABLE arrival AS
     SELECT v.id AS visitor, s.seq, v.first_at + CASE WHEN s.seq = 0 THEN interval '0' ELSE ${rand('at', 'v.i * 10 + s.seq')} * (v.lead_at + interval '20 days' - v.first_at) END AS at,
       r.kind, floor(${CAMPAIGNS.length} * power(${rand('campaign', 'v.i * 10 + s.seq')}, 2))::int AS k,
       (${sqlArray(KEYWORDS)})[1 + floor(${KEYWORDS.length} * power(${rand('keyword', 'v.i * 10 + s.seq')}, 1.5))::int] AS keyword,
       (${sqlArray(REFERRERS)})[1 + (v.i + s.seq) % ${REFERRERS.length}] AS referrer,
       (${sqlArray(LANDING_PAGES)})[1 + (v.i * 3 + s.seq) % ${LANDING_PAGES.length}] AS page
     FROM visit v CROSS JOIN LATERAL generate_series(0, v.later) AS s(seq),
       LATERAL (SELECT CASE WHEN ${rand('kind', 'v.i * 10 + s.seq')} < 0.6 THEN 'campaign' WHEN ${rand('kind', 'v.i * 10 + s.seq')} < 0.8 THEN 'referral' ELSE 'direct' END AS kind) r`,
    `CREATE TEMP TABLE touch AS
     SELECT a.visitor, a.seq, a.at, a.kind, COALESCE(c.campaign, '') AS campaign, CASE WHEN c.medium = 'cpc' THEN a.keyword ELSE '' END AS keyword,
       CASE WHEN c.click = 'gclid' THEN 'Cj0K' || md5(a.visitor::text || a.seq) ELSE '' END AS gclid,
       'https://bookcraft.example' || COALESCE(c.landing, a.page) || CASE WHEN c.k IS NULL THEN '' ELSE '?utm_source=' || c.source || '&utm_campaign=' || c.campaign END AS link,
       c.source, c.medium, COALESCE(c.landing, a.page) AS page,
       jsonb_build_object('utm_source', COALESCE(c.source, ''), 'utm_medium', COALESCE(c.medium, ''), 'utm_campaign', COALESCE(c.campaign, ''),
         'utm_term', CASE WHEN c.medium = 'cpc' THEN a.keyword ELSE '' END, 'utm_content', '',
         'gclid', CASE WHEN c.click = 'gclid' THEN 'Cj0K' || md5(a.visitor::text || a.seq) ELSE '' END,
         'fbclid', CASE WHEN c.click = 'fbclid' THEN 'IwAR' || left(md5(a.visitor::text || a.seq), 12) ELSE '' END,
         'msclkid', CASE WHEN c.click = 'msclkid' THEN md5(a.visitor::text || a.seq) ELSE '' END,
         'li_fat_id', CASE WHEN c.click = 'li_fat_id' THEN left(md5(a.visitor::text || a.seq), 16) ELSE '' END,
         'ttclid', CASE WHEN c.click = 'ttclid' THEN left(md5(a.visitor::text || a.seq), 20) ELSE '' END,
         'landingPage', COALESCE(c.landing, a.page), 'referrer', CASE WHEN a.kind = 'referral' THEN a.referrer ELSE '' END, 'at', ${iso('a.at')}) AS touch
     FROM arrival a LEFT JOIN campaign c ON a.kind = 'campaign' AND c.k = a.k`,
    'ANALYZE visit, touch',
    // Rows are written in the order the site would have written them (by time), as a real table's pages hold them.
    `INSERT INTO customers (id, company, landing_page, link, utm_source, utm_medium, utm_campaign, utm_term, gclid, traffic_source, name, email, lead, created_at, last_seen_at, first_touch)
     SELECT v.id, 'BCP', t.page, t.link, COALESCE(t.source, ''), COALESCE(t.medium, ''), t.campaign, t.keyword, t.gclid,
       CASE t.kind WHEN 'campaign' THEN 'paid' WHEN 'referral' THEN 'referral' ELSE 'organic' END,
       'Author ' || COALESCE(v.owner, v.i), 'author' || COALESCE(v.owner, v.i) || '@example.com', v.i <= ${leads} AND v.i % 10 <> 9, v.first_at, v.lead_at, t.touch
     FROM visit v JOIN touch t ON t.visitor = v.id AND t.seq = 0 ORDER BY v.first_at`,
    // Later arrivals: a direct one is kept without a touch.
    `INSERT INTO customer_utm (customer_id, utm_campaign, keyword, gclid, link, created_at, touch)
     SELECT visitor, campaign, keyword, gclid, link, at, CASE WHEN kind = 'direct' THEN NULL ELSE touch END
     FROM touch WHERE seq > 0 ORDER BY at`,
    `INSERT INTO people (id, created_at) SELECT md5('person' || v.i)::uuid, v.first_at FROM visit v WHERE v.owner IS NOT NULL`,
    `INSERT INTO person_links (customer_id, person_id, reason, email, linked_at)
     SELECT linked.id, md5('person' || v.i)::uuid, 'proven email', 'author' || v.owner || '@example.com', v.first_at
     FROM visit v CROSS JOIN LATERAL (VALUES (v.id), (md5('visitor' || v.owner)::uuid)) AS linked(id) WHERE v.owner IS NOT NULL ORDER BY v.first_at`,
    `INSERT INTO experiments (id, name, route, status, baseline_rate, mde, created_at, started_at)
     VALUES (md5('experiment 1')::uuid, 'Memoir headline', '/LP-GN-GAD', 'running', 0.05, 0.2, timestamptz '${YEAR_END}' - interval '200 days', timestamptz '${YEAR_END}' - interval '200 days'),
       (md5('experiment 2')::uuid, 'Social proof', '/LP-GN-MET', 'running', 0.04, 0.2, timestamptz '${YEAR_END}' - interval '120 days', timestamptz '${YEAR_END}' - interval '120 days')`,
    // Lead i of visitor i, but one in ten left without a visitor (its touches are the form's link's); one in fifty is spam.
    `INSERT INTO leads (id, form_family, form_type, full_name, email, phone, message, link, customer_id, utm_source, utm_medium, utm_campaign, utm_term, gclid,
       suspected_bot, created_at, experiment_id, experiment_arm, first_touch, last_touch)
     SELECT md5('lead' || v.i)::uuid, 'A', 'General', 'Author ' || v.i, 'author' || v.i || '@example.com', '+1 212 555 ' || lpad((v.i % 10000)::text, 4, '0'),
       'I would like to publish my book.', f.link, CASE WHEN v.i % 10 <> 9 THEN v.id END,
       COALESCE(f.source, ''), COALESCE(f.medium, ''), f.campaign, f.keyword, f.gclid, v.i % 50 = 0, v.lead_at,
       CASE WHEN f.page = '/LP-GN-GAD' THEN md5('experiment 1')::uuid WHEN f.page = '/LP-GN-MET' THEN md5('experiment 2')::uuid END,
       CASE WHEN f.page IN ('/LP-GN-GAD', '/LP-GN-MET') THEN v.i % 2 END,
       f.touch, COALESCE(CASE WHEN v.i % 10 <> 9 THEN last.touch END, f.touch)
     FROM visit v JOIN touch f ON f.visitor = v.id AND f.seq = 0
       LEFT JOIN (SELECT DISTINCT ON (t.visitor) t.visitor, t.touch FROM touch t JOIN visit w ON w.id = t.visitor
                  WHERE t.kind <> 'direct' AND t.at <= w.lead_at ORDER BY t.visitor, t.at DESC) last ON last.visitor = v.id
     WHERE v.i <= ${leads} ORDER BY v.lead_at`,
    // One lead in twenty booked the free consultation: one call an hour on the admin's calendar.
    `INSERT INTO consultations (staff_id, starts_at, ends_at, status, created_at, lead_id, visitor_zone, held)
     SELECT $1::uuid, at, at + interval '30 minutes', 'booked', at - interval '2 days', md5('lead' || i)::uuid, 'America/New_York', tstzrange(at, at + interval '45 minutes')
     FROM generate_series(20, ${leads}, 20) AS i, LATERAL (SELECT timestamptz '${YEAR_END}' - (i / 20) * interval '1 hour' AS at) a`,
    // Deal j on a lead of a visitor (one in ten on a lead without one): 35% won, 30% lost, the rest open.
    `CREATE TEMP TABLE deal_plan AS
     SELECT j, md5('deal' || j)::uuid AS id, md5('lead' || l.i)::uuid AS lead_id, v.id AS visitor, v.lead_at,
       CASE WHEN j % 20 < 7 THEN 'won' WHEN j % 20 < 13 THEN 'lost' WHEN j % 20 < 16 THEN 'New' WHEN j % 20 < 18 THEN 'consultation' ELSE 'Proposal sent' END AS stage,
       LEAST(v.lead_at + (3 + ${rand('close', 'j')} * 90) * interval '1 day', timestamptz '${YEAR_END}' - ${rand('late', 'j')} * interval '1 day') AS closed_at, l.i
     FROM generate_series(1, ${deals}) AS j,
       LATERAL (SELECT ${stepPerDeal} * j - CASE WHEN j % 10 = 0 THEN 1 ELSE 2 END AS i) l JOIN visit v ON v.i = l.i`,
    `INSERT INTO deals (id, customer_id, lead_id, title, stage_id, amount_cents, currency, owner_id, services, won_at, lost_at, lost_reason, created_at, updated_at)
     SELECT p.id, CASE WHEN p.i % 10 <> 9 THEN p.visitor END, p.lead_id, 'Book of author ' || p.i, s.id, 150000 + (p.j * 7919 % 20) * 25000,
       CASE WHEN p.j % 100 = 0 THEN 'GBP' ELSE 'USD' END, $1::uuid, '{ghostwriting}',
       CASE WHEN p.stage = 'won' THEN p.closed_at END, CASE WHEN p.stage = 'lost' THEN p.closed_at END, CASE WHEN p.stage = 'lost' THEN 'Budget' ELSE '' END,
       p.lead_at, CASE WHEN p.stage IN ('won', 'lost') THEN p.closed_at ELSE p.lead_at END
     FROM deal_plan p JOIN deal_stages s ON s.kind = p.stage OR (s.kind = 'open' AND s.name = p.stage) ORDER BY p.lead_at`,
    `INSERT INTO deal_moves (deal_id, from_stage, to_stage, moved_by, moved_by_name, moved_at)
     SELECT p.id, m.from_stage, m.to_stage, $1::uuid, 'Bench admin', m.at
     FROM deal_plan p CROSS JOIN LATERAL (VALUES
       (1, NULL, 'New', p.lead_at),
       (2, 'New', 'Proposal sent', CASE WHEN p.stage IN ('won', 'lost', 'Proposal sent') THEN p.lead_at + interval '1 day' END),
       (3, 'Proposal sent', CASE p.stage WHEN 'won' THEN 'Won' WHEN 'lost' THEN 'Lost' END, CASE WHEN p.stage IN ('won', 'lost') THEN p.closed_at END),
       (2, 'New', 'Consultation booked', CASE WHEN p.stage = 'consultation' THEN p.lead_at + interval '2 days' END)) AS m(n, from_stage, to_stage, at)
     WHERE m.at IS NOT NULL ORDER BY m.at`,
    'ANALYZE',
  ];
}

async function seed(databaseUrl: string, schema: string, leads: number, deals: number) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM staff_accounts WHERE email = $1', [STAFF.email]);
    for (const statement of seedStatements(leads, deals)) await client.query(statement, statement.includes('$1') ? [rows[0]!.id] : []);
    const counted = await client.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM leads) AS leads, (SELECT count(*)::int FROM customers) AS visitors, (SELECT count(*)::int FROM customer_utm) AS arrivals,
         (SELECT count(*)::int FROM deals) AS deals, (SELECT count(*)::int FROM deal_moves) AS moves, (SELECT count(*)::int FROM person_links) AS links`,
    );
    return counted.rows[0]!;
  } finally {
    await client.end();
  }
}

/** One GET as the admin: its latency, after checking it answered. */
async function timed(url: string, cookie: string): Promise<{ latency: number; body: { total: Record<string, number> } }> {
  const started = performance.now();
  const answer = await fetch(url, { headers: { cookie } });
  const body = (await answer.json()) as { total: Record<string, number> };
  const latency = performance.now() - started;
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(body)}`);
  return { latency, body };
}

export async function benchRevenue(options: { leads: number; deals: number; rounds: number }): Promise<Figure[]> {
  const databaseUrl = services.databaseUrl;
  if (!databaseUrl) {
    console.log('revenue: skipped, it needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return [];
  }
  const schema = `bench_revenue_${Date.now()}`;
  // Started first: its migrations make the tables and it creates the admin the seed's deals belong to.
  const server = await startApiServer({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  try {
    const seeding = performance.now();
    const seeded = await seed(databaseUrl, schema, options.leads, options.deals);
    const seedSeconds = Math.round((performance.now() - seeding) / 1000);
    const login = await fetch(`${server.url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const range = `from=${RANGE.from}&to=${RANGE.to}`;
    const revenue: number[] = [];
    const baseline: number[] = [];
    const byModel = new Map<string, number[]>();
    let closed = 0;
    let leadsInRange = 0;
    // Round 0 warms up the server, its statements and PostgreSQL's cache; it is not counted.
    for (let round = 0; round <= options.rounds; round += 1) {
      for (const model of REVENUE_MODELS) {
        for (const group of REVENUE_GROUPS) {
          const report = await timed(`${server.url}/api/staff/reports/revenue?${range}&model=${model}&group=${group}`, cookie);
          const campaigns = await timed(`${server.url}/api/staff/reports?${range}&group=campaign`, cookie);
          if (round === 0) continue;
          revenue.push(report.latency);
          baseline.push(campaigns.latency);
          byModel.set(model, [...(byModel.get(model) ?? []), report.latency]);
          closed = Math.round(report.body.total.dealsWon! + report.body.total.dealsLost!);
          leadsInRange = Math.round(report.body.total.leads!);
        }
      }
    }
    const medians = [...byModel].map(([model, values]) => `${model} ${Math.round(percentile(values, 50))}`).join(', ');
    const note =
      `${seeded.leads} leads, ${seeded.visitors} visitors (${seeded.links} linked as people), ${seeded.arrivals} later arrivals, ${seeded.deals} deals, ${seeded.moves} moves (seeded by SQL in ${seedSeconds} s); ` +
      `90 days: ${leadsInRange} leads, ${closed} deals won or lost; ${REVENUE_MODELS.length} models × ${REVENUE_GROUPS.length} groupings × ${options.rounds}, one at a time; median by model (ms): ${medians}; ` +
      'baseline: the report by campaign over the same days, between them';
    return [
      { group: 'Revenue report, PostgreSQL', figure: `revenue report p95 (${seeded.leads / 1000}k leads, ${seeded.deals / 1000}k deals, 90 days)`, value: Math.round(percentile(revenue, 95)), unit: 'ms', target: `<= ${GOAL_MS}`, baseline: Math.round(percentile(baseline, 95)), note },
    ];
  } finally {
    await server.stop();
    await dropSchema(databaseUrl, schema);
  }
}
