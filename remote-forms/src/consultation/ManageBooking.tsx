import { useEffect, useState } from 'react';
import { call, httpStatusOf, isApiError } from '@bookcraft/shared';
import type { BookedConsultation, ConsultationSlots } from '@bookcraft/shared/contracts';
import { submitButton } from '../fields/styles';
import { loadSlots } from './BookConsultation';
import { BookedSummary } from './BookedSummary';
import { SlotChooser } from './SlotChooser';

export type LinkAction = 'change' | 'cancel';

const errorOf = (error: unknown) => (isApiError(error) && (error.response?.data as { error?: string } | undefined)?.error) || 'Something went wrong. Please try again.';

/**
 * The page a booking's mailed link opens: the booking, and either a new time to choose or the
 * cancellation to confirm. Done, the link is spent (the server says so if it is opened again), and its
 * secret leaves the address bar.
 */
export function ManageBooking({ action, secret }: { action: LinkAction; secret: string }) {
  const [booking, setBooking] = useState<BookedConsultation>();
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState<BookedConsultation>();
  const [slots, setSlots] = useState<ConsultationSlots>();
  const [day, setDay] = useState<string>();
  const [start, setStart] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    call('POST /api/consultations/by-link', { body: { token: secret } }).then(
      ({ data }) => {
        setBooking(data);
        if (action === 'change') void loadSlots(data.zone).then((answer) => (setSlots(answer), setDay(answer.days.find((each) => each.slots.length)?.date)));
      },
      (error: unknown) => setProblem(errorOf(error)),
    );
  }, [action, secret]);

  async function act() {
    setBusy(true);
    try {
      const { data } = action === 'cancel' ? await call('POST /api/consultations/by-link/cancel', { body: { token: secret } }) : await call('POST /api/consultations/by-link/reschedule', { body: { token: secret, start: start! } });
      history.replaceState(history.state, '', location.pathname + location.search);
      setDone(data);
    } catch (error) {
      setProblem(errorOf(error));
      if (httpStatusOf(error) === 409 && booking) setSlots(await loadSlots(booking.zone));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <BookedSummary booking={done} heading="Your free consultation has a new time" />;
  if (!booking) return problem ? <p role="alert">{problem}</p> : <p aria-busy="true">Loading your booking…</p>;
  return (
    <div>
      <BookedSummary booking={booking} heading="Your free consultation" />
      <p role="alert">{problem}</p>
      {action === 'change' && slots && <SlotChooser slots={slots} day={day} start={start} onDay={(date) => (setDay(date), setStart(undefined))} onStart={setStart} focusDays={false} />}
      <button type="button" css={submitButton} disabled={busy || (action === 'change' && !start)} onClick={act}>
        {action === 'cancel' ? 'Cancel My Consultation' : 'Move My Consultation to This Time'}
      </button>
    </div>
  );
}
