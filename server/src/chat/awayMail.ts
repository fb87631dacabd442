import { isOneEmailAddress } from '@bookcraft/shared/contracts';
import type { ChatRoom, StoredChatMessage } from '@bookcraft/shared/core';
import type { SocketServer } from '../core/socketServer';
import type { Database, Queryable } from '../core/db/database';
import type { Actor } from './actor';
import { answersMail, pageLink, salesNotice } from './awayMailText';
import { agentsOnline } from './agentPresence';
import { visitorConnected } from './relay';
import type { Log } from '../core/log';

export interface AwayMailOptions {
  salesEmail: string;
  /** The site's origin, as links in mails name it (Deps.siteUrl). */
  siteUrl: () => string;
  partnerOrigins: readonly string[];
  /** Answers written within this long of the first one waiting go in one e-mail. */
  replyDelayMs: number;
  /** How often waiting answers are looked at. */
  pollMs: number;
  /** Mail was queued: the outbox may deliver it now rather than at its next tick. */
  onQueued: () => void;
  log: Log;
}

/** The longest sales go without hearing again of one visitor who writes while nobody is online. */
export const SALES_NOTICE_PERIOD = '24 hours';

/** Done in a new message's own transaction, so the message and its mail are stored together or not at all. */
export type AwayStep = (tx: Queryable, message: StoredChatMessage) => Promise<void>;

/** What a message sets off when the other side is away (chat/conversations.ts postMessage). */
export interface FollowUp {
  /** Asked before the message is stored (it may ask every node); nothing when someone is there to read it live. */
  prepare(room: ChatRoom, actor: Actor): Promise<AwayStep | undefined>;
}

export interface AwayMail {
  /** What a message sets off when the other side is away. */
  readonly followUp: FollowUp;
  stop(): Promise<void>;
}

interface WaitingAnswer {
  message_id: string;
  room_id: string;
}

/**
 * The chat when one side is not there. A visitor who writes while no agent
 * is signed in is taken as usual; sales are told once per conversation, and once per visitor a day (not
 * of one an agent has already taken). An agent's answer to a visitor with no
 * socket left (no page open on any node; on this node alone while Redis is
 * away) waits in `chat_reply_mail_queue`; once the first waiting answer is
 * `replyDelayMs` old, every waiting answer of that conversation goes in one
 * e-mail through the mail outbox, to the address the visitor left. Rows are
 * taken with SKIP LOCKED, so several nodes never mail one answer twice.
 */
export function startAwayMail(db: Database, io: SocketServer, options: AwayMailOptions): AwayMail {
  const tellSales: AwayStep = async (tx, message) => {
    // Once per conversation, and once per visitor in SALES_NOTICE_PERIOD: closing and opening chats again makes no more mail.
    const [first] = await tx.query<{ current_page: string }>(
      `UPDATE chat_rooms room SET sales_told_at = now() WHERE id = $1::bigint AND sales_told_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM chat_rooms told WHERE told.customer_id = room.customer_id AND told.sales_told_at > now() - $2::interval)
       RETURNING current_page`,
      [message.roomId, SALES_NOTICE_PERIOD],
    );
    if (!first) return;
    const { subject, body } = salesNotice(message, first.current_page, options.siteUrl());
    await tx.query('INSERT INTO mail_outbox (recipient, subject, body, room_id) VALUES ($1, $2, $3, $4::bigint)', [options.salesEmail, subject, body, message.roomId]);
  };

  const waitForMail: AwayStep = async (tx, message) => {
    await tx.query(
      `INSERT INTO chat_reply_mail_queue (message_id, room_id, site_origin, due_at)
       VALUES ($1::bigint, $2::bigint, $3, now() + ($4 || ' milliseconds')::interval) ON CONFLICT (message_id) DO NOTHING`,
      [message.id, message.roomId, options.siteUrl(), String(options.replyDelayMs)],
    );
  };

  /** Queues the mail of every conversation whose waiting answers are due. */
  async function mailDueAnswers(): Promise<number> {
    // Most ticks find nothing: they ask without opening a transaction.
    if ((await db.query('SELECT 1 FROM chat_reply_mail_queue WHERE due_at <= now() LIMIT 1')).length === 0) return 0;
    const mailed = await db.transaction(async (tx) => {
      const waiting = await tx.query<WaitingAnswer>(
        `SELECT q.message_id::text AS message_id, q.room_id::text AS room_id FROM chat_reply_mail_queue q
         WHERE q.room_id IN (SELECT room_id FROM chat_reply_mail_queue GROUP BY room_id HAVING min(due_at) <= now())
         ORDER BY q.room_id, q.message_id LIMIT 500 FOR UPDATE SKIP LOCKED`,
      );
      const rooms = new Map<string, WaitingAnswer[]>();
      for (const answer of waiting) rooms.set(answer.room_id, [...(rooms.get(answer.room_id) ?? []), answer]);
      let queued = 0;
      for (const [roomId, answers] of rooms) {
        const ids = answers.map((answer) => answer.message_id);
        if (await queueAnswersMail(tx, roomId, ids, options.siteUrl())) queued += 1;
        await tx.query('DELETE FROM chat_reply_mail_queue WHERE message_id = ANY($1::bigint[])', [ids]);
      }
      return queued;
    });
    if (mailed > 0) options.onQueued();
    return mailed;
  }

  /**
   * One e-mail with these answers to the room's visitor; false when no address is known (they are dropped:
   * nowhere to send them). A stored address that is not exactly one address (a list, or half-typed, kept
   * by an older version) is no address: mailed, a list would reach everyone on it.
   */
  async function queueAnswersMail(tx: Queryable, roomId: string, messageIds: string[], siteOrigin: string): Promise<boolean> {
    const [visitor] = await tx.query<{ email: string | null; page: string }>(
      `SELECT c.email, COALESCE(NULLIF(c.current_page, ''), r.current_page) AS page
       FROM chat_rooms r JOIN customers c ON c.id = r.customer_id WHERE r.id = $1::bigint`,
      [roomId],
    );
    if (!visitor || !isOneEmailAddress(visitor.email)) return false;
    const answers = await tx.query<{ content: string; sender_name: string | null; attachment_id: string | null }>(
      `SELECT content, sender_name, attachment_id::text AS attachment_id FROM chat_messages WHERE id = ANY($1::bigint[]) ORDER BY id`,
      [messageIds],
    );
    const { subject, body } = answersMail(answers, pageLink(visitor.page, siteOrigin, options.partnerOrigins));
    await tx.query('INSERT INTO mail_outbox (recipient, subject, body, room_id) VALUES ($1, $2, $3, $4::bigint)', [visitor.email, subject, body, roomId]);
    return true;
  }

  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= mailDueAnswers()
      .catch((error: Error) => options.log.error(`Chat answers by e-mail: ${error.message}`))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, options.pollMs);
  timer.unref();

  return {
    followUp: {
      async prepare(room, actor) {
        if (actor.staff) return (await visitorConnected(io, room.customerId)) ? undefined : waitForMail;
        // Sales hear of a conversation once, and not of one an agent has taken: then no node needs asking who is online.
        if (room.agentName) return undefined;
        const [untold] = await db.query('SELECT 1 FROM chat_rooms WHERE id = $1::bigint AND sales_told_at IS NULL', [room.id]);
        return untold && !(await agentsOnline(io)) ? tellSales : undefined;
      },
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
