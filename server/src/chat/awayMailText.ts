import type { StoredChatMessage } from '@bookcraft/shared/core';

/** What a visitor sent, in a line: the text, or a word for an image alone. */
const contentOf = (message: { content: string; attachment_id?: string | null; attachmentId?: string | null }) =>
  message.content || (message.attachment_id ?? message.attachmentId ? '[an image; open the chat to see it]' : '');

const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/**
 * The page the visitor was on, as an absolute address: a path of the site,
 * or a page of the site or of a partner that embeds the chat. Anything else
 * (a page address is the visitor's to send) becomes the site's home page, so
 * a mail from Book Craft never links where the site does not live.
 */
export function pageLink(page: string, siteOrigin: string, partnerOrigins: readonly string[]): string {
  if (page.startsWith('/') && !page.startsWith('//')) return siteOrigin + page;
  try {
    const url = new URL(page);
    if (url.origin === siteOrigin || partnerOrigins.includes(url.origin)) return url.href;
  } catch {
    // Not an address: the home page.
  }
  return `${siteOrigin}/`;
}

/** To sales, once per conversation: a visitor wrote while no agent was signed in. Not a lead: it has no contact details or consent; the conversation is answered in the console. */
export function salesNotice(message: StoredChatMessage, startedOn: string, siteUrl: string | undefined): { subject: string; body: string } {
  const inbox = siteUrl ? `${siteUrl}/agent` : 'the agent console (/agent)';
  return {
    subject: `Chat message while no one was online (conversation ${message.roomId})`,
    body: [
      'A visitor wrote in the chat while no one was signed in to the agent console.',
      '',
      `Conversation ${message.roomId}, started on ${startedOn || 'an unknown page'}:`,
      quoted(contentOf(message)),
      '',
      `Answer it in the inbox of ${inbox}. The visitor's e-mail shows there once they leave it; an answer reaches them by e-mail if they have gone.`,
    ].join('\n'),
  };
}

/** To the visitor: the answers written after they had left, each under its agent's display name (never a staff e-mail), and the way back. */
export function answersMail(answers: readonly { content: string; sender_name: string | null; attachment_id: string | null }[], link: string): { subject: string; body: string } {
  const nameOf = (answer: (typeof answers)[number]) => answer.sender_name ?? 'Book Craft';
  // One heading for each run of answers by the same agent.
  const runs: { name: string; lines: string[] }[] = [];
  for (const answer of answers) {
    const last = runs.at(-1);
    if (last?.name === nameOf(answer)) last.lines.push(quoted(contentOf(answer)));
    else runs.push({ name: nameOf(answer), lines: [quoted(contentOf(answer))] });
  }
  const names = [...new Set(answers.map(nameOf))];
  return {
    subject: `${names.join(' and ')} answered you in the Book Craft chat`,
    body: [
      'Hello,',
      '',
      'You wrote to us in the chat on the Book Craft website. Here is our answer, written after you had left:',
      '',
      runs.map((run) => `${run.name} wrote:\n${run.lines.join('\n>\n')}`).join('\n\n'),
      '',
      'Carry on the conversation where you left it:',
      link,
      '',
      'You receive this e-mail because you left this address in our chat.',
    ].join('\n'),
  };
}
