import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { call, httpStatusOf, isApiError, prepareLeadChallenge, takeLeadChallenge, visitorHeaders, type FormType } from '@bookcraft/shared';
import type { BookedConsultation, ConsultationSlots, FieldErrors } from '@bookcraft/shared/contracts';
import { Honeypot } from '../fields/Honeypot';
import { PhoneInput, TextInput } from '../fields/inputs';
import { submitButton } from '../fields/styles';
import { submitAndFocus } from '../submission/focusFirstError';
import { currentPage } from '../submission/pageContext';
import { zodValidate } from '../submission/zodValidate';
import { BookedSummary } from './BookedSummary';
import { leadDetails } from './leadDetails';
import { SlotChooser } from './SlotChooser';
import { dateTimeIn, visitorZone, zoneTitle } from './times';

interface Values {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  website?: string;
}

const FORM_ID = 'consultation';
const validate = zodValidate<Values>(({ consultationBookingSchema }) => consultationBookingSchema.pick({ first_name: true, last_name: true, email: true, phone: true }));

/** The free times of the visitor's coming days, in their own zone. */
export async function loadSlots(zone = visitorZone()): Promise<ConsultationSlots> {
  return (await call('GET /api/consultations/slots', { query: { zone } })).data;
}

/**
 * "Pick a time": the visitor's days and free times, then name, e-mail and phone (family B's rules),
 * then the confirmation. A time taken meanwhile by someone else is said so, and the times offered
 * are fetched again at once.
 */
export function BookConsultation({ formType, focusDays }: { formType: FormType; focusDays: boolean }) {
  // The details of a lead this tab just sent (the form before /thankyou), so the visitor need not type them again.
  const [initialValues] = useState(leadDetails);
  const [slots, setSlots] = useState<ConsultationSlots>();
  const [failed, setFailed] = useState(false);
  const [day, setDay] = useState<string>();
  const [start, setStart] = useState<string>();
  const [notice, setNotice] = useState('');
  const [booked, setBooked] = useState<BookedConsultation>();

  const refresh = () =>
    loadSlots().then(
      (answer) => {
        setSlots(answer);
        setDay((current) => current ?? answer.days.find((each) => each.slots.length)?.date);
      },
      () => setFailed(true),
    );
  useEffect(() => {
    void refresh();
    prepareLeadChallenge();
  }, []);

  async function book(values: Values): Promise<FieldErrors | undefined> {
    if (!start || !slots) return undefined;
    // The form validated the four fields before it submitted.
    const { first_name = '', last_name = '', email = '', phone = '', website } = values;
    const body = { first_name, last_name, email, phone, website, ...currentPage(), start, zone: slots.zone, formType, altcha: await takeLeadChallenge() };
    try {
      setBooked((await call('POST /api/consultations', { body }, { headers: await visitorHeaders() })).data);
      return undefined;
    } catch (error) {
      const status = httpStatusOf(error);
      const fields = isApiError(error) ? (error.response?.data as { fields?: FieldErrors } | undefined)?.fields : undefined;
      if (status === 409) {
        setNotice('This time was just taken. Please choose another.');
        setStart(undefined);
        await refresh();
        return undefined;
      }
      if (status === 400 && fields) return fields;
      setNotice('We could not book the call just now. Please try again, or call us.');
      return undefined;
    }
  }

  if (booked) return <BookedSummary booking={booked} />;
  if (failed) return <p role="alert">The free times could not be loaded. Please try again in a moment.</p>;
  if (!slots) return <p aria-busy="true">Loading the free times…</p>;
  return (
    <div>
      <p>
        Times are in your time zone, <strong>{zoneTitle(slots.zone)}</strong>. Each call takes {slots.lengthMinutes} minutes.
      </p>
      <p role="status">{notice}</p>
      <SlotChooser slots={slots} day={day} start={start} onDay={(date) => (setDay(date), setStart(undefined))} onStart={setStart} focusDays={focusDays} />
      {start && (
        <Form<Values>
          initialValues={initialValues}
          validate={validate}
          onSubmit={book}
          render={({ handleSubmit, submitting, form }) => (
            <form noValidate aria-label="Your details" onSubmit={submitAndFocus(handleSubmit, form as never)}>
              <p>
                Your call: <strong>{dateTimeIn(start, slots.zone)}</strong>
              </p>
              <TextInput formId={FORM_ID} name="first_name" label="First Name*" autoComplete="given-name" />
              <TextInput formId={FORM_ID} name="last_name" label="Last Name*" autoComplete="family-name" />
              <TextInput formId={FORM_ID} name="email" label="Email*" type="email" autoComplete="email" />
              <PhoneInput formId={FORM_ID} label="Phone Number*" />
              <Honeypot formId={FORM_ID} />
              <button type="submit" css={submitButton} disabled={submitting}>
                {submitting ? 'Booking…' : 'Book My Free Consultation'}
              </button>
            </form>
          )}
        />
      )}
    </div>
  );
}
