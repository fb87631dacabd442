import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { settableClock } from '../src/index';
import { productionBackend, useServer } from './helpers';
import { chatVisitor, history, nextMessage, say, staffCookie, visitorHeaders, type ChatVisitor } from './chatHelpers';
import { staffSocket } from './visitorHelpers';

// The chat's first answer from the help center (docs/help-center.md): a visitor's question, before a
// member has the conversation, answered with the help center's published articles, or with nothing.

const EDITING_QUESTION = 'how long does editing take?';
const DAY_MS = 24 * 60 * 60 * 1000;

async function call(url: string, visitor: ChatVisitor, action: 'answered' | 'escalate') {
  const response = await fetch(`${url}/api/chat/chat-room/${visitor.roomId}/${action}`, { method: 'POST', headers: visitorHeaders(visitor), body: '{}' });
  assert.equal(response.status, 200, `${action}: ${await response.text()}`);
}

async function report(url: string, cookie: string, format = 'json') {
  const response = await fetch(`${url}/api/staff/reports/help?from=2026-11-01&to=2026-11-30&format=${format}`, { headers: { cookie } });
  assert.equal(response.status, 200);
  return format === 'csv' ? response.text() : ((await response.json()) as { questions: number; suggested: number; resolved: number; handedOver: number; open: number; gaps: { question: string; asked: number }[] });
}

for (const backend of await productionBackend()) {
  describe(`the chat's first answers on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(new Date('2026-11-10T15:00:00Z'));
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;

    it('answers a question nobody has taken with the help center\'s article, labelled as its suggestion, and keeps what the visitor chose', async () => {
      const visitor = await chatVisitor(url());
      try {
        const suggested = nextMessage(visitor.socket, (message) => message.senderRole === 'system' && Boolean(message.suggestions));
        await say(visitor.socket, visitor.roomId, EDITING_QUESTION);
        const line = await suggested;
        assert.ok(line.suggestions!.length >= 1 && line.suggestions!.length <= 3);
        const [first] = line.suggestions!;
        assert.equal(first!.slug, 'how-long-does-editing-take');
        assert.equal(first!.url, '/help/how-long-does-editing-take');
        assert.match(first!.shortAnswer, /weeks/);
        assert.match(line.content, /^Suggested answers from the help center: How long does editing take\?/);
        assert.equal(line.senderName, null, 'said by no member');

        await call(url(), visitor, 'answered');
        const { body } = await history(url(), visitor.roomId, visitorHeaders(visitor));
        assert.deepEqual(
          body.messages.map((message) => [message.senderRole, message.content.split(':')[0]]),
          [['visitor', EDITING_QUESTION], ['system', 'Suggested answers from the help center'], ['system', '“That answers it” was chosen.']],
        );
      } finally {
        visitor.socket.close();
      }
    });

    it('suggests nothing for a question no article answers: the visitor waits for a person as before, and it is a knowledge gap', async () => {
      const visitor = await chatVisitor(url());
      try {
        await say(visitor.socket, visitor.roomId, 'What will the weather be like in Paris tomorrow?');
        await say(visitor.socket, visitor.roomId, 'what will the weather be like in paris tomorrow?');
        const { body } = await history(url(), visitor.roomId, visitorHeaders(visitor));
        assert.deepEqual(body.messages.map((message) => message.senderRole), ['visitor', 'visitor']);
        const figures = (await report(url(), await staffCookie(url()))) as Exclude<Awaited<ReturnType<typeof report>>, string>;
        assert.deepEqual(figures.gaps.find((gap) => /weather/i.test(gap.question))?.asked, 2, 'the same question however it was typed, counted twice');
        const csv = (await report(url(), await staffCookie(url()), 'csv')) as string;
        assert.ok(csv.startsWith('"question","asked","last_asked_at"\r\n"What will the weather be like in Paris tomorrow?","2",'), csv);
      } finally {
        visitor.socket.close();
      }
    });

    it('hands over to a person on "Talk to a person", and the member who joins sees what was suggested and chosen', async () => {
      const visitor = await chatVisitor(url());
      try {
        const suggested = nextMessage(visitor.socket, (message) => Boolean(message.suggestions));
        await say(visitor.socket, visitor.roomId, 'Do I keep the royalties from my book?');
        await suggested;
        const agent = await staffSocket(url());
        try {
          await call(url(), visitor, 'escalate');
          const { body } = await history(url(), visitor.roomId, { cookie: await staffCookie(url()) });
          const said = body.messages.map((message) => message.content);
          assert.ok(said.some((content) => content.startsWith('Suggested answers from the help center: ')), said.join(' | '));
          assert.ok(said.includes('“Talk to a person” was chosen.'), said.join(' | '));
          assert.equal(body.room.escalated, true);
        } finally {
          agent.close();
        }
      } finally {
        visitor.socket.close();
      }
    });

    it('suggests nothing once a member has the conversation', async () => {
      const agent = await staffSocket(url());
      const visitor = await chatVisitor(url());
      try {
        // The only available member: routing gives them the conversation at the visitor's first message.
        const joined = nextMessage(visitor.socket, (message) => message.content.endsWith('joined the conversation'));
        await say(visitor.socket, visitor.roomId, 'Hello there');
        await joined;
        await say(visitor.socket, visitor.roomId, EDITING_QUESTION);
        const { body } = await history(url(), visitor.roomId, visitorHeaders(visitor));
        assert.equal(body.messages.filter((message) => message.suggestions).length, 0);
      } finally {
        agent.close();
        visitor.socket.close();
      }
    });

    it('reports resolved, handed over and still open: a visitor who did not ask for a person within a day was answered', async () => {
      const visitor = await chatVisitor(url());
      try {
        const suggested = nextMessage(visitor.socket, (message) => Boolean(message.suggestions));
        await say(visitor.socket, visitor.roomId, 'Which formats do you publish my book in?');
        await suggested;
        const cookie = await staffCookie(url());
        const before = (await report(url(), cookie)) as Exclude<Awaited<ReturnType<typeof report>>, string>;
        assert.equal(before.open, 1);
        assert.equal(before.handedOver, 1);
        assert.equal(before.resolved, 1);
        clock.advance(DAY_MS + 1000);
        const after = (await report(url(), cookie)) as Exclude<Awaited<ReturnType<typeof report>>, string>;
        assert.deepEqual({ open: after.open, resolved: after.resolved, handedOver: after.handedOver }, { open: 0, resolved: 2, handedOver: 1 });
        assert.ok(after.questions >= 5 && after.suggested >= 3);
      } finally {
        visitor.socket.close();
      }
    });
  });
}
