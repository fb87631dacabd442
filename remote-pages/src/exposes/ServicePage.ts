import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { ServicePage } from '../services/ServicePage';

export default ServicePage satisfies RemoteModuleComponent<'pages', './ServicePage'>;
