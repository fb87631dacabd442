import { formTitleFor } from '@bookcraft/shared';
import { LeadFormA } from '../familyA/LeadFormA';
import { Modal } from './Modal';
import type { FormPopupProps } from '@bookcraft/shared/federation';

/** The lead form popup (requirements §4: open or closed; the shell decides which and gives focus back on close). */
export function FormPopup({ formType, onClose }: FormPopupProps) {
  return (
    <Modal title={formTitleFor(formType)} onClose={onClose}>
      <p>Tell us about your book and a publishing consultant will get back to you within one business day.</p>
      <LeadFormA formType={formType} formId="popup-form" onSent={onClose} />
    </Modal>
  );
}
