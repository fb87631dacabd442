import { ContactLinks, RemoteMount } from '@bookcraft/shared/federation';

/** "Pick a time" for the free consultation, from the forms remote; the phone and e-mail links stand in if it cannot load. */
export function ConsultationOffer() {
  return <RemoteMount remote="forms" module="./ConsultationPicker" props={{ formType: 'General' }} loading={<div style={{ minHeight: '9rem' }} aria-busy="true" />} fallback={() => <ContactLinks />} />;
}
