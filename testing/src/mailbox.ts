import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as it came over SMTP, headers and encoded body. */
  raw: string;
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
  /** The calendar invitation (.ics, text/calendar) the mail carries, as sent. */
  calendar?: string;
}

/** A mail of several parts (text and an invitation), read by an independent MIME parser. */
async function readMultipart(raw: string): Promise<{ subject: string; text: string; calendar?: string }> {
  const mail = await simpleParser(raw);
  const invitation = mail.attachments.find((part) => part.contentType.startsWith('text/calendar') || part.filename?.endsWith('.ics'));
  return { subject: mail.subject ?? '', text: (mail.text ?? '').replace(/\r\n/g, '\n'), calendar: invitation?.content.toString('utf8') };
}

const isMultipart = (raw: string) => /^Content-Type:\s*multipart\//im.test(raw.slice(0, raw.indexOf('\r\n\r\n')));

/** "=?UTF-8?Q?…?=" and "=?UTF-8?B?…?=" words of a header, as nodemailer writes them for text beyond ASCII. */
const decodeWords = (header: string) =>
  header.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, encoding: string, word: string) =>
    encoding.toLowerCase() === 'b' ? Buffer.from(word, 'base64').toString('utf8') : decodeQuotedPrintable(word.replace(/_/g, ' ')),
  );

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Reads a single-part text mail (what nodemailer sends for `text` alone). */
function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

export interface MailboxOptions {
  /** Answers each recipient (RCPT TO) only after this long: a slow server, before any of the mail is sent. */
  recipientDelayMs?: number;
}

/**
 * A real SMTP server on loopback, in the test's own process: it accepts
 * every mail and keeps it, so a test reads what the site sent (server/test,
 * e2e). Give `port` to bring one back on a port a test took before.
 */
export async function startMailbox(
  port = 0,
  { recipientDelayMs = 0 }: MailboxOptions = {},
): Promise<{ port: number; url: string; received: ReceivedMail[]; connections: () => number; stop(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  let connections = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onRcptTo(_address, _session, callback) {
      setTimeout(callback, recipientDelayMs);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', async () => {
        const read = isMultipart(raw) ? await readMultipart(raw) : readMail(raw);
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...read });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const { port: listening } = smtp.server.address() as { port: number };
  return { port: listening, url: `smtp://127.0.0.1:${listening}`, received, connections: () => connections, stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
