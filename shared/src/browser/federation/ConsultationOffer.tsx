/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import type { FormType } from '../../contract/types';
import { ContactLinks } from './ContactLinks';
import { RemoteMount } from './RemoteMount';

/** "Pick a time" for the free consultation, from the forms remote, wherever a page offers it; the phone and e-mail links stand in if it cannot load. */
export function ConsultationOffer({ formType = 'General', startOpen }: { formType?: FormType; startOpen?: boolean }) {
  return <RemoteMount remote="forms" module="./ConsultationPicker" props={{ formType, startOpen }} loading={<div style={{ minHeight: '9rem' }} aria-busy="true" />} fallback={() => <ContactLinks />} />;
}
