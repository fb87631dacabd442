// Loading other remotes' modules at run time, each isolated in its own boundary.
// A separate entry point (@bookcraft/shared/federation) keeps React and the
// federation runtime out of what the server imports from @bookcraft/shared.
export { RemoteMount, forgetRemoteComponents, loadRemoteModulesWith } from './RemoteMount';
export { loadRemoteModule, registerAppRemotes, type RemoteModuleLoader } from './remotes';
export { ContactLinks } from './ContactLinks';
export { ConsultationOffer } from './ConsultationOffer';
export type { ConsultationPickerProps, FormPopupProps, HeroFormProps, LandingFormProps, RemoteModuleComponent, RemoteModuleName, RemoteModuleProps, RemoteModules, RemoteModuleTarget } from '../../contract/remoteModules';
export { keepPaintedStaticParts, StaticHtml, STATIC_ATTRIBUTE } from '../islands/StaticHtml';
export { lazyWhenNear } from '../islands/lazyWhenNear';
