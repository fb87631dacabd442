import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { ServiceLandingPage } from '../pages/ServiceLandingPage';

export default ServiceLandingPage satisfies RemoteModuleComponent<'landing', './ServiceLandingPage'>;
