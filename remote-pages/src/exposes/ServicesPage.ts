import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { ServicesPage } from '../services/ServicesPage';

export default ServicesPage satisfies RemoteModuleComponent<'pages', './ServicesPage'>;
