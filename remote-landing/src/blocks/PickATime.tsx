import { useState } from 'react';
import { css } from '@emotion/react';
import { PICK_A_TIME, type FormType } from '@bookcraft/shared';
import { ConsultationOffer } from '@bookcraft/shared/federation';
import { button } from './styles';

const offer = css`
  margin-top: 1rem;
  padding: 1.25rem;
  border-radius: 12px;
  background: #fff;
  color: #1f2937;
  h2 { margin: 0 0 0.5rem; font-size: 1.4rem; }
  p { margin: 0 0 0.75rem; }
`;

/**
 * "Pick a time" beside the hero's form: painted with the page, and the forms remote's picker (its times,
 * its form) loaded only once the visitor asks for it, so a landing page carries none of it until then.
 */
export function PickATime({ formType }: { formType: FormType }) {
  const [open, setOpen] = useState(false);
  if (open) return <ConsultationOffer formType={formType} startOpen />;
  return (
    <section css={offer} aria-labelledby="pick-a-time-title">
      <h2 id="pick-a-time-title">{PICK_A_TIME.title}</h2>
      <p>{PICK_A_TIME.lead}</p>
      <button type="button" css={button} aria-expanded={false} onClick={() => setOpen(true)}>
        {PICK_A_TIME.button}
      </button>
    </section>
  );
}
