/**
 * Events the server sends to staff sockets only, never to a visitor's: a new private note
 * to every console (`conversationNoteSchema`), a mention to the consoles of the member it names
 * (`noteMentionSchema`), and a lead that reached the Leads folder (`leadArrivalSchema`: a new one
 * that is not spam, or one a member took out of Spam), and a free consultation booked for a member or
 * given to them, to that member's consoles (`consultationAlertSchema`). Notes, leads and bookings
 * arrive over HTTP, so no client sends these. Apart from socketEvents.ts so the type maps read it without zod.
 */
export const STAFF_ONLY_EVENTS = { note: 'conversation-note', mention: 'note-mention', lead: 'lead-arrived', consultation: 'consultation-for-you' } as const;
