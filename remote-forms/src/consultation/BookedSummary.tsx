import type { BookedConsultation } from '@bookcraft/shared/contracts';
import { dateTimeIn, timeIn, zoneName } from './times';

/** What was booked: what, when (the visitor's zone and the team's), with whom, and how to change it. */
export function BookedSummary({ booking, heading = 'Your free consultation is booked' }: { booking: BookedConsultation; heading?: string }) {
  const cancelled = booking.status === 'cancelled';
  return (
    <div role="status">
      <h3>{cancelled ? 'Your free consultation is cancelled' : heading}</h3>
      <p>
        <strong>{dateTimeIn(booking.start, booking.zone)}</strong> to {timeIn(booking.end, booking.zone)}, {zoneName(booking.zone, booking.start)}
        {zoneName(booking.teamZone, booking.start) !== zoneName(booking.zone, booking.start) && ` (${timeIn(booking.start, booking.teamZone)} ${zoneName(booking.teamZone, booking.start)}, the team's time)`}.
      </p>
      {cancelled ? (
        <p>The call is off your calendar and ours. You can book another time whenever you like.</p>
      ) : (
        <>
          <p>
            {booking.memberName} of Book Craft calls you at {booking.phone} for a free consultation about your book.
          </p>
          <p>We e-mailed you an invitation for your calendar, with links to choose another time or cancel.</p>
        </>
      )}
    </div>
  );
}
