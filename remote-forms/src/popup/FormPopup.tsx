import { getRuntimeConfig, telHref, type FormType } from '@bookcraft/shared';
import { Modal } from './Modal';

export interface FormPopupProps {
  formType: FormType;
  onClose: () => void;
}

/** The lead form popup (SPEC §4: open or closed; the shell decides which). */
export function FormPopup({ onClose }: FormPopupProps) {
  const { phone, email } = getRuntimeConfig();
  return (
    <Modal title="Get Started Today" onClose={onClose}>
      <p>Tell us about your book and a publishing consultant will get back to you within one business day.</p>
      <p>
        Prefer to talk now? Call <a href={telHref(phone)}>{phone}</a> or write to <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </Modal>
  );
}
