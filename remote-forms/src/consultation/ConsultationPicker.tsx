import { css } from '@emotion/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PICK_A_TIME, PICK_A_TIME_HASH } from '@bookcraft/shared';
import type { ConsultationPickerProps } from '@bookcraft/shared/federation';
import { submitButton } from '../fields/styles';
import type { LinkAction } from './ManageBooking';

// Loaded when the visitor asks for them: a page carries only the "Pick a time" button until then.
const BookConsultation = lazy(() => import('./BookConsultation').then((module) => ({ default: module.BookConsultation })));
const ManageBooking = lazy(() => import('./ManageBooking').then((module) => ({ default: module.ManageBooking })));


const card = css`
  margin-top: 1rem;
  padding: 1.25rem;
  border-radius: 12px;
  background: #fff;
  color: #1f2937;
  text-align: left;
  h2 { margin: 0 0 0.5rem; font-size: 1.4rem; }
  h3 { margin: 0 0 0.5rem; }
  p { margin: 0 0 0.75rem; }
`;

/** The booking a mailed link names: `#change=<secret>` or `#cancel=<secret>` (the secret never reaches a server log). */
function linkInAddress(): { action: LinkAction; secret: string } | undefined {
  const match = /^#(change|cancel)=([A-Za-z0-9_-]{20,100})$/.exec(window.location.hash);
  return match ? { action: match[1] as LinkAction, secret: match[2]! } : undefined;
}

/**
 * The free consultation, chosen on the page: "Pick a time" opens the visitor's free times and the
 * booking form; opened from a booking's mailed link, the change or cancellation of that booking.
 */
export function ConsultationPicker({ formType, startOpen = false }: ConsultationPickerProps) {
  const [open, setOpen] = useState<'closed' | 'opened' | 'pressed'>(startOpen ? 'pressed' : 'closed');
  const [link, setLink] = useState<ReturnType<typeof linkInAddress>>();
  // Read after the first paint: the painted page has no address fragment to read.
  useEffect(() => {
    setLink(linkInAddress());
    if (window.location.hash === PICK_A_TIME_HASH) setOpen('opened');
  }, []);

  return (
    <section css={card} aria-labelledby="consultation-title">
      <h2 id="consultation-title">{link ? 'Your free consultation' : PICK_A_TIME.title}</h2>
      {link ? (
        <Suspense fallback={<p aria-busy="true">Loading your booking…</p>}>
          <ManageBooking action={link.action} secret={link.secret} />
        </Suspense>
      ) : open !== 'closed' ? (
        <Suspense fallback={<p aria-busy="true">Loading the free times…</p>}>
          {/* The button that was pressed is gone: the focus goes on to the days. */}
          <BookConsultation formType={formType} focusDays={open === 'pressed'} />
        </Suspense>
      ) : (
        <>
          <p>{PICK_A_TIME.lead}</p>
          <button type="button" css={submitButton} aria-expanded={false} onClick={() => setOpen('pressed')}>
            {PICK_A_TIME.button}
          </button>
        </>
      )}
    </section>
  );
}
