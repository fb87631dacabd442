// Reports: one week of a small sales team's conversations, stored by SQL with the times
// they happened, and every figure the Reports tab must show for it, computed by hand below. The server
// test (server/test/reports.test.ts) and the browser test (e2e/tests/reads-the-reports.spec.ts) seed it
// and compare. The team works Monday to Friday, 9:00 to 17:00 in New York (UTC-5 in February).

type Spread = [median: number | null, p90: number | null];
type Ratings = [count: number, average: number | null, satisfiedPercent: number | null];

/**
 * One row's figures as the reports answer them, written as the hand computations are: counts, [median, p90]
 * spreads, [count, average, share of 4-5] ratings. None of the week's conversations has dates that
 * contradict each other (`impossibleDates`); a test about one sets it after.
 */
export const reportFigures = (conversations: number, handled: number, missed: number, firstResponse: Spread, resolution: Spread, ratings: Ratings, leads: number | null) => ({
  conversations,
  handled,
  missed,
  firstResponse: { median: firstResponse[0], p90: firstResponse[1] },
  resolution: { median: resolution[0], p90: resolution[1] },
  ratings: { count: ratings[0], average: ratings[1], satisfiedPercent: ratings[2] },
  leads,
  impossibleDates: 0,
});

/** Runs one statement; the caller's database client (the server's, or pg against the site's schema). */
export type RunSql = (sql: string, params: unknown[]) => Promise<unknown>;

export const REPORT_WEEK = { from: '2026-02-02', to: '2026-02-08' } as const;
export const REPORT_TIME_ZONE = 'America/New_York';
const nineToFive = { opens: '09:00', closes: '17:00' };
export const REPORT_HOURS = { monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: nineToFive, saturday: null, sunday: null };

/** A wall-clock time in New York in February, as an instant. */
const newYork = (local: string) => `${local.replace(' ', 'T')}:00-05:00`;

export const MEMBERS = {
  maria: { id: '00000000-0000-4000-8000-00000000a001', name: 'Maria' },
  omar: { id: '00000000-0000-4000-8000-00000000a002', name: 'Omar' },
} as const;

interface SeededConversation {
  room: number;
  visitor: string;
  campaign: string;
  presence: 'active' | 'offline';
  member?: keyof typeof MEMBERS;
  /** The visitor's messages, then the members' replies, New York time. */
  visitorWrites: string[];
  memberReplies?: string[];
  closed?: string;
  rating?: number;
  labels?: string[];
}

// Mon 2 Feb to Sun 8 Feb 2026. Working time counted for a first response is shown after each.
export const CONVERSATIONS: SeededConversation[] = [
  // Mon 10:00 -> 10:02: 120 s. Closed 10:30: resolution 1,800 s. Rated 5.
  { room: 9101, visitor: 'Ada', campaign: 'spring', presence: 'offline', member: 'maria', visitorWrites: ['2026-02-02 10:00', '2026-02-02 10:01'], memberReplies: ['2026-02-02 10:02', '2026-02-02 10:05'], closed: '2026-02-02 10:30', rating: 5, labels: ['pricing question', 'hot lead'] },
  // Mon 16:50 -> Tue 09:05: 600 s on Monday (to 17:00) + 300 s on Tuesday = 900 s. Closed Tue 09:20: 16 h 30 min = 59,400 s. Rated 4.
  { room: 9102, visitor: 'Ben', campaign: 'spring', presence: 'offline', member: 'maria', visitorWrites: ['2026-02-02 16:50'], memberReplies: ['2026-02-03 09:05'], closed: '2026-02-03 09:20', rating: 4 },
  // Tue 08:00 (before opening) -> 09:30: 1,800 s. Closed 10:00: 7,200 s. Rated 3.
  { room: 9103, visitor: 'Cleo', campaign: 'spring', presence: 'offline', member: 'maria', visitorWrites: ['2026-02-03 08:00'], memberReplies: ['2026-02-03 09:30'], closed: '2026-02-03 10:00', rating: 3 },
  // Wed 13:00 -> 13:01: 60 s. Still open.
  { room: 9104, visitor: 'Dev', campaign: '', presence: 'active', member: 'omar', visitorWrites: ['2026-02-04 13:00'], memberReplies: ['2026-02-04 13:01'] },
  // Thu 09:30, assigned to Omar, never answered, closed 10:00: missed. Resolution 1,800 s.
  { room: 9105, visitor: 'Eve', campaign: 'summer', presence: 'offline', member: 'omar', visitorWrites: ['2026-02-05 09:30'], closed: '2026-02-05 10:00' },
  // Fri 15:00, nobody's, never answered, still open, the visitor has gone: missed.
  { room: 9106, visitor: 'Finn', campaign: '', presence: 'offline', visitorWrites: ['2026-02-06 15:00'] },
  // Fri 20:00 (Sat 01:00 UTC: still Friday for the team), nobody's, unanswered, the visitor still here: waiting, not missed.
  { room: 9107, visitor: 'Gus', campaign: 'spring', presence: 'active', visitorWrites: ['2026-02-06 20:00'] },
  // Sat 11:00 -> Mon 9 Feb 09:10: the weekend is off, so 600 s. Closed Mon 09:30: 46 h 30 min = 167,400 s. Rated 2.
  { room: 9108, visitor: 'Hana', campaign: 'summer', presence: 'offline', member: 'omar', visitorWrites: ['2026-02-07 11:00'], memberReplies: ['2026-02-09 09:10'], closed: '2026-02-09 09:30', rating: 2 },
  // Outside the week: Sun 1 Feb 23:30 in New York (Mon 04:30 UTC), and one whose visitor first wrote in January.
  { room: 9109, visitor: 'Ivan', campaign: 'spring', presence: 'offline', member: 'maria', visitorWrites: ['2026-02-01 23:30'], memberReplies: ['2026-02-02 09:00'], rating: 1 },
  { room: 9110, visitor: 'Jo', campaign: 'summer', presence: 'offline', member: 'omar', visitorWrites: ['2026-01-30 10:00', '2026-02-03 10:00'], memberReplies: ['2026-02-03 10:01'] },
];

interface SeededLead {
  visitor?: string;
  campaign: string;
  at: string;
  bot?: true;
}
// The campaign of a lead is its visitor's first touch; a lead left without a visitor keeps its own.
export const LEADS: SeededLead[] = [
  { visitor: 'Ada', campaign: 'spring', at: '2026-02-02 12:00' },
  { visitor: 'Hana', campaign: 'summer', at: '2026-02-07 12:00' },
  { visitor: 'Dev', campaign: '', at: '2026-02-04 14:00' },
  { campaign: 'autumn', at: '2026-02-04 12:00' },
  // Not counted: a suspected bot, and a lead before the week.
  { campaign: 'spring', at: '2026-02-03 12:00', bot: true },
  { visitor: 'Ivan', campaign: 'spring', at: '2026-02-01 12:00' },
];

const visitorId = (room: number) => `00000000-0000-4000-8000-00000000${room}`;

/** Stores the week: the team's hours, two members, the visitors, their conversations and leads. */
export async function seedReportsDataSet(run: RunSql): Promise<void> {
  await run('UPDATE team_settings SET time_zone = $1, working_hours = $2::jsonb', [REPORT_TIME_ZONE, JSON.stringify(REPORT_HOURS)]);
  for (const member of Object.values(MEMBERS)) {
    await run(`INSERT INTO staff_accounts (id, email, password_hash, display_name, role, availability) VALUES ($1, $2, '!', $3, 'agent', 'away')`, [
      member.id,
      `${member.name.toLowerCase()}@bookcraft.test`,
      member.name,
    ]);
  }
  const labels = [...new Set(CONVERSATIONS.flatMap((conversation) => conversation.labels ?? []))];
  for (const [index, name] of labels.entries()) await run('INSERT INTO conversation_labels (id, name, created_at) VALUES ($1, $2, $3)', [9201 + index, name, newYork('2026-01-01 09:00')]);

  for (const conversation of CONVERSATIONS) {
    const customer = visitorId(conversation.room);
    const first = newYork(conversation.visitorWrites[0]!);
    const member = conversation.member ? MEMBERS[conversation.member] : null;
    await run(
      `INSERT INTO customers (id, company, name, email, utm_campaign, presence, created_at, last_seen_at) VALUES ($1, 'Book Craft', $2, $3, $4, $5, $6, $6)`,
      [customer, conversation.visitor, `${conversation.visitor.toLowerCase()}@example.com`, conversation.campaign, conversation.presence, first],
    );
    await run(
      `INSERT INTO chat_rooms (id, customer_id, status, agent_id, agent_name, assigned_at, closed_at, rating, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $6)`,
      [conversation.room, customer, conversation.closed ? 'closed' : 'open', member?.id ?? null, member?.name ?? null, first, conversation.closed ? newYork(conversation.closed) : null, conversation.rating ?? null],
    );
    const messages = [
      ...conversation.visitorWrites.map((at) => ({ role: 'visitor', name: null, at })),
      ...(conversation.memberReplies ?? []).map((at) => ({ role: 'agent', name: member!.name, at })),
    ];
    for (const message of messages) {
      await run('INSERT INTO chat_messages (room_id, sender_role, sender_name, content, created_at) VALUES ($1, $2, $3, $4, $5)', [
        conversation.room,
        message.role,
        message.name,
        message.role === 'visitor' ? 'Can you help with my memoir?' : 'Happy to help!',
        newYork(message.at),
      ]);
    }
    for (const label of conversation.labels ?? []) await run('INSERT INTO chat_room_labels (room_id, label_id) VALUES ($1, $2)', [conversation.room, 9201 + labels.indexOf(label)]);
  }

  for (const lead of LEADS) {
    const visitor = CONVERSATIONS.find((conversation) => conversation.visitor === lead.visitor);
    await run(
      `INSERT INTO leads (form_family, form_type, full_name, email, phone, message, customer_id, utm_campaign, suspected_bot, created_at)
       VALUES ('A', 'General', $1, $2, '(212) 555-0147', 'I would like a quote.', $3, $4, $5, $6)`,
      [lead.visitor ?? 'Kim', `${(lead.visitor ?? 'kim').toLowerCase()}@example.com`, visitor ? visitorId(visitor.room) : null, lead.campaign, lead.bot ?? false, newYork(lead.at)],
    );
  }
}
