import type { ComponentType } from 'react';
import type { RemoteName } from './config';
import type { FormType } from './types';

// The contract between a page that mounts a remote's module and the remote that exposes it: every
// exposed module and the props it takes. `RemoteMount` accepts only these pairs with these props,
// and each remote's `src/exposes/` file declares its component `satisfies RemoteModuleComponent`,
// so a change on one side that the other does not follow fails the type check.

export interface HeroFormProps {
  formType: FormType;
  title: string;
  subtitle?: string;
  submitText?: string;
}

export interface LandingFormProps {
  formType: FormType;
  title?: string;
  submitText?: string;
  service?: string;
  package?: string;
  /** The pricing page: the package selector lists the six plans. */
  choosePlan?: boolean;
}

/** "Pick a time" for the free consultation; on a page opened from a booking's mailed link, that booking's change or cancellation. */
export interface ConsultationPickerProps {
  /** The lead's form type, for the booking's lead. */
  formType: FormType;
  /** The visitor already pressed a "Pick a time" painted with the page (the hero's): the times show at once, and take the focus. */
  startOpen?: boolean;
}

export interface FormPopupProps {
  formType: FormType;
  onClose: () => void;
}

type NoProps = Record<never, never>;

export interface RemoteModules {
  pages: {
    './HomePage': NoProps;
    './AboutPage': NoProps;
    './ServicesPage': NoProps;
    './ServicePage': { slug: string };
    './BlogListPage': NoProps;
    './BlogPostPage': NoProps;
    './HelpPage': NoProps;
    './HelpArticlePage': NoProps;
    './ContactPage': NoProps;
    './LegalPage': { document: 'terms' | 'privacy' };
    './ThankYouPage': NoProps;
  };
  landing: {
    './AdLandingPage': { group: string; variant: string };
    './ServiceLandingPage': { formType: FormType; slug: string };
  };
  forms: {
    './FormPopup': FormPopupProps;
    './HeroForm': HeroFormProps;
    './LandingForm': LandingFormProps;
    './FooterForm': LandingFormProps;
    './ConsultationPicker': ConsultationPickerProps;
  };
  chat: {
    './ChatWidget': { initiallyOpen?: boolean };
  };
}

export type RemoteModuleName<R extends RemoteName> = keyof RemoteModules[R] & string;
export type RemoteModuleProps<R extends RemoteName, M extends RemoteModuleName<R>> = RemoteModules[R][M];

/** What a remote's exposed module must be: a component taking the contract's props. */
export type RemoteModuleComponent<R extends RemoteName, M extends RemoteModuleName<R>> = ComponentType<RemoteModuleProps<R, M>>;

/** One remote module and its props: a union of every pair, so a mismatch between the two is a type error. */
export type RemoteModuleTarget = {
  [R in RemoteName]: { [M in RemoteModuleName<R>]: { remote: R; module: M } & ({} extends RemoteModuleProps<R, M> ? { props?: RemoteModuleProps<R, M> } : { props: RemoteModuleProps<R, M> }) }[RemoteModuleName<R>];
}[RemoteName];
