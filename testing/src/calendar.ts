import ICAL from 'ical.js';

/** An invitation's event as a calendar reads it. */
export interface InvitationEvent {
  method: string;
  uid: string;
  sequence: number;
  /** UTC, ISO 8601. */
  start: string;
  end: string;
  /** The organizer's and the attendee's e-mail addresses (the mailto: URI's, whose scheme is any case). */
  organizer: string;
  attendee: string;
  status: string;
}

/** Reads an .ics invitation with an independent parser (ical.js, Mozilla's): what a calendar would put in its event. */
export function readInvitation(ics: string): InvitationEvent {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    organizer: addressOf(event.organizer),
    attendee: addressOf(event.attendees[0]?.getFirstValue()),
    status: String(event.component.getFirstPropertyValue('status')),
  };
}

const addressOf = (uri: unknown) => String(uri).replace(/^mailto:/i, '');
