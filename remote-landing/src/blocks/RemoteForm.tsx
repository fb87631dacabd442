import { ContactLinks, RemoteMount, type RemoteModuleTarget } from '@bookcraft/shared/federation';
import { formTitleFor, type FormType } from '@bookcraft/shared';

type FormModule = './HeroForm' | './LandingForm' | './FooterForm';

interface RemoteFormProps {
  module: FormModule;
  formType: FormType;
  title?: string;
  submitText?: string;
  choosePlan?: boolean;
  minHeight?: string;
}

/** The forms remote's module with the props its contract names: the hero form always has a title and no plan choice. */
function formTarget({ module, formType, title, submitText, choosePlan }: RemoteFormProps): RemoteModuleTarget {
  if (module === './HeroForm') return { remote: 'forms', module, props: { formType, title: title ?? formTitleFor(formType), submitText } };
  return { remote: 'forms', module, props: { formType, title, submitText, choosePlan } };
}

/** A lead form from the forms remote; while it loads a box keeps its place, and if it cannot load the phone and e-mail links stand in. */
export function RemoteForm(props: RemoteFormProps) {
  const { title, minHeight = '32rem' } = props;
  return (
    <RemoteMount
      {...formTarget(props)}
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
