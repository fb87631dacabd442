import { ContactLinks, RemoteMount } from '@bookcraft/shared/federation';
import type { FormType } from '@bookcraft/shared';

type FormModule = './HeroForm' | './LandingForm' | './FooterForm';

/** A lead form from the forms remote; while it loads a box keeps its place, and if it cannot load the phone and e-mail links stand in. */
export function RemoteForm({ module, formType, title, submitText, choosePlan, minHeight = '32rem' }: { module: FormModule; formType: FormType; title?: string; submitText?: string; choosePlan?: boolean; minHeight?: string }) {
  return (
    <RemoteMount
      remote="forms"
      module={module}
      props={{ formType, title, submitText, choosePlan }}
      loading={<div style={{ minHeight }} aria-busy="true" />}
      fallback={() => (
        <div>
          {title && <h2>{title}</h2>}
          <ContactLinks />
        </div>
      )}
    />
  );
}
