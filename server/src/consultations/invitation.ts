/**
 * A consultation as a calendar invitation (RFC 5545 iCalendar, with RFC 5546's METHOD): one event whose
 * UID stays the booking's for its whole life, so that a calendar updates the event it already holds when
 * a later invitation raises SEQUENCE, and removes it on METHOD:CANCEL.
 */
export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** The booking's id: the event's UID is made of it. */
  id: string;
  sequence: number;
  /** When this invitation was written (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** Where the call happens: the number the member calls. */
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** The event's UID: the booking's id under the site's own name, the same in every invitation of the booking. */
export const eventUid = (id: string) => `${id}@consultations.bookcraft`;

export function calendarFile(invitation: CalendarInvitation): string {
  const { method, organizer, attendee } = invitation;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Book Craft//Consultations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${eventUid(invitation.id)}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART:${utcStamp(invitation.start)}`,
    `DTEND:${utcStamp(invitation.end)}`,
    `SUMMARY:${text(invitation.summary)}`,
    `DESCRIPTION:${text(invitation.description)}`,
    `LOCATION:${text(invitation.location)}`,
    `ORGANIZER;CN=${parameter(organizer.name)}:mailto:${organizer.email}`,
    `ATTENDEE;CN=${parameter(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'}:mailto:${attendee.email}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}

/** A UTC date-time in iCalendar's basic form: 20270316T140000Z. */
const utcStamp = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value: quoted, a double quote (which it cannot hold) dropped, and on one line. */
const parameter = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** A content line longer than 75 octets continues on lines that begin with a space (RFC 5545 §3.1), never inside a character. */
function folded(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length ? 74 : 75;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
