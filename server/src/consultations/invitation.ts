import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';

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

/** The invitation as an .ics file, written by ical-generator (escaping, line folding and UTC times are its). */
export function calendarFile(invitation: CalendarInvitation): string {
  const cancelled = invitation.method === 'CANCEL';
  const calendar = ical({ prodId: { company: 'Book Craft', product: 'Consultations', language: 'EN' }, method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: eventUid(invitation.id),
    sequence: invitation.sequence,
    stamp: invitation.stamp,
    start: invitation.start,
    end: invitation.end,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    organizer: invitation.organizer,
    attendees: [{ ...invitation.attendee, role: ICalAttendeeRole.REQ, status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  return calendar.toString();
}
