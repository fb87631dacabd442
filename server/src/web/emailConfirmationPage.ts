import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../http/deps';
import { confirmationOf, confirmEmail, type Confirmation } from '../people/emailProof';
import { escapeHtml } from './pageNotice';

// GET  /confirm-email?token=   the page a confirmation mail links to: says which address, with a button (a mail scanner's GET confirms nothing)
// POST /confirm-email          the button (a plain form, no script needed): the visitor has proved the address -> the page says so
// A used, expired or unknown link says so at once. The token is the mail's secret: the pages send no Referer.

export const CONFIRM_EMAIL_PATH = '/confirm-email';

const tokenSchema = z.strictObject({ token: z.string().regex(/^[\w-]{20,100}$/) });

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f6f3ee;color:#1f1d1a}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px}
h1{font-family:Georgia,serif;font-size:1.75rem;margin-top:0}
button{font:inherit;font-weight:700;padding:.75rem 1.5rem;border:0;border-radius:8px;background:#8a3b12;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
a{color:#8a3b12}`;

function page(heading: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} | Book Craft</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(heading)}</h1>${body}<p><a href="/">Book Craft home</a></p></main></body></html>`;
}

const NOT_USABLE: Record<Exclude<Confirmation['state'], 'usable' | 'confirmed'>, { heading: string; text: string }> = {
  used: { heading: 'This link was already used', text: 'The address it was sent to is confirmed already. Nothing more to do.' },
  expired: { heading: 'This link has expired', text: 'Write to us in the chat or through a form again, and we will send a new one.' },
  unknown: { heading: 'This link does not work', text: 'It may be incomplete: open it from the mail again, or write to us in the chat.' },
};

function answer(reply: FastifyReply, confirmation: Confirmation, token: string) {
  reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').type('text/html; charset=utf-8');
  switch (confirmation.state) {
    case 'usable':
      return reply.send(
        page(
          'Confirm your e-mail address',
          `<p>Confirm that <strong>${escapeHtml(confirmation.email)}</strong> is your address, and our team keeps your conversations and enquiries with Book Craft together.</p>
<p>If you did not write to Book Craft, close this page: nothing is linked to your address.</p>
<form method="post" action="${CONFIRM_EMAIL_PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Confirm my address</button></form>`,
        ),
      );
    case 'confirmed':
      return reply.send(page('Thank you: your address is confirmed', `<p><strong>${escapeHtml(confirmation.email)}</strong> is confirmed. Our team will answer you there.</p>`));
    default: {
      const { heading, text } = NOT_USABLE[confirmation.state];
      return reply.status(410).send(page(heading, `<p>${escapeHtml(text)}</p>`));
    }
  }
}

export async function emailConfirmationPage(app: FastifyInstance, { db, clock }: Deps) {
  // Only this plugin's route reads form bodies here: the API keeps taking JSON alone.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
  app.get(CONFIRM_EMAIL_PATH, async (request, reply) => {
    const parsed = tokenSchema.safeParse(request.query);
    const token = parsed.success ? parsed.data.token : '';
    return answer(reply, parsed.success ? await confirmationOf(db, token, clock.now()) : { state: 'unknown' }, token);
  });

  app.post(CONFIRM_EMAIL_PATH, async (request, reply) => {
    const parsed = tokenSchema.safeParse(request.body);
    if (!parsed.success) return answer(reply, { state: 'unknown' }, '');
    return answer(reply, await confirmEmail(db, parsed.data.token, clock.now()), parsed.data.token);
  });
}
