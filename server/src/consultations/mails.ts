import { DateTime } from 'luxon';
import { calendarFile } from './invitation';

/** A booked consultation as its mails tell it. */
export interface ConsultationView {
  id: string;
  leadId: string;
  staffId: string;
  sequence: number;
  start: Date;
  end: Date;
  visitorZone: string;
  teamZone: string;
  member: { name: string; email: string };
  visitor: { firstName: string; name: string; email: string; phone: string };
}

/** A row of the mail outbox, with the invitation it carries if any. */
export interface ConsultationMail {
  recipient: string;
  subject: string;
  body: string;
  calendar: string | null;
  calendarMethod: 'REQUEST' | 'CANCEL' | null;
}

export type ConsultationChange = 'booked' | 'moved' | 'reassigned' | 'cancelled';

/** The mailed links open the contact page; the secret follows `#`, so it never reaches a server's log. */
const linkTo = (siteUrl: string, action: 'change' | 'cancel', secret: string) => `${siteUrl}/contact#${action}=${secret}`;

const SUBJECTS: Record<ConsultationChange, { visitor: string; member: string }> = {
  booked: { visitor: 'Your free consultation with Book Craft', member: 'Consultation booked' },
  moved: { visitor: 'Your free consultation has a new time', member: 'Consultation moved' },
  reassigned: { visitor: 'Your free consultation is with a new consultant', member: 'Consultation assigned to you' },
  cancelled: { visitor: 'Your free consultation is cancelled', member: 'Consultation cancelled' },
};

const HEADLINES: Record<Exclude<ConsultationChange, 'cancelled'>, (member: string) => string> = {
  booked: (member) => `Your free consultation with ${member} of Book Craft is booked.`,
  moved: (member) => `Your free consultation with ${member} of Book Craft has a new time.`,
  reassigned: (member) => `Your free consultation is now with ${member} of Book Craft, at the same time.`,
};

/**
 * The visitor's and the member's mails for a change, each with the same invitation: METHOD:REQUEST
 * while the call stands, METHOD:CANCEL once it is cancelled. The visitor's carries the links to
 * change or cancel (with a new secret each time: `linkSecret`).
 */
export function changeMails(view: ConsultationView, change: ConsultationChange, context: { now: Date; siteUrl: string; linkSecret?: string }): ConsultationMail[] {
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const calendar = calendarFile({
    method,
    id: view.id,
    sequence: view.sequence,
    stamp: context.now,
    start: view.start,
    end: view.end,
    summary: `Book Craft free consultation: ${view.visitor.name} and ${view.member.name}`,
    description: `${view.member.name} of Book Craft calls ${view.visitor.name} at ${view.visitor.phone} to talk about the book.`,
    location: `Phone call to ${view.visitor.phone}`,
    organizer: view.member,
    attendee: { name: view.visitor.name, email: view.visitor.email },
  });
  const when = whenLines(view);
  const visitorLines =
    change === 'cancelled'
      ? [`Hello ${view.visitor.firstName},`, '', `Your free consultation with ${view.member.name} is cancelled:`, '', ...when, '', `Book another time whenever you like: ${context.siteUrl}/contact`]
      : [
          `Hello ${view.visitor.firstName},`,
          '',
          HEADLINES[change](view.member.name),
          '',
          ...when,
          `How: ${view.member.name} calls you at ${view.visitor.phone}.`,
          '',
          'The invitation is attached: open it to put the call in your calendar.',
          '',
          ...linkLines(context.siteUrl, context.linkSecret),
        ];
  const memberLines = [
    `${SUBJECTS[change].member}: ${view.visitor.name} (${view.visitor.email}, ${view.visitor.phone}).`,
    '',
    ...when,
    '',
    `In the console: ${context.siteUrl}/agent#consultations`,
  ];
  return [
    { recipient: view.visitor.email, subject: SUBJECTS[change].visitor, body: visitorLines.join('\n'), calendar, calendarMethod: method },
    { recipient: view.member.email, subject: `${SUBJECTS[change].member}: ${view.visitor.name}`, body: memberLines.join('\n'), calendar, calendarMethod: method },
  ];
}

/** The reminder a visitor gets a day and an hour before the call: the time, and who calls. */
export function reminderMail(view: ConsultationView, before: 'day' | 'hour'): ConsultationMail {
  const subject = before === 'day' ? 'Tomorrow: your free consultation with Book Craft' : 'In an hour: your free consultation with Book Craft';
  const body = [
    `Hello ${view.visitor.firstName},`,
    '',
    `A reminder of your free consultation with ${view.member.name}:`,
    '',
    ...whenLines(view),
    `How: ${view.member.name} calls you at ${view.visitor.phone}.`,
    '',
    // Only the links' hash is kept: the invitation mail holds the links themselves.
    'To choose another time or cancel, use the links in the e-mail that brought the invitation.',
  ].join('\n');
  return { recipient: view.visitor.email, subject, body, calendar: null, calendarMethod: null };
}

/** The call's time in the visitor's zone, and in the team's when it differs. */
export function whenLines(view: Pick<ConsultationView, 'start' | 'end' | 'visitorZone' | 'teamZone'>): string[] {
  const lines = [`When: ${spanIn(view, view.visitorZone)}`];
  if (view.teamZone !== view.visitorZone) lines.push(`      (${spanIn(view, view.teamZone)} for the team)`);
  return lines;
}

function spanIn({ start, end }: { start: Date; end: Date }, zone: string): string {
  const from = DateTime.fromJSDate(start, { zone }).setLocale('en-US');
  const to = DateTime.fromJSDate(end, { zone }).setLocale('en-US');
  return `${from.toFormat('cccc, LLLL d, yyyy, h:mm a')} to ${to.toFormat('h:mm a')} ${zone.replace(/_/g, ' ')} time`;
}

function linkLines(siteUrl: string, secret: string | undefined): string[] {
  if (!secret) return [];
  return [`To choose another time: ${linkTo(siteUrl, 'change', secret)}`, `To cancel: ${linkTo(siteUrl, 'cancel', secret)}`, 'Each link works once, until the call.'];
}
