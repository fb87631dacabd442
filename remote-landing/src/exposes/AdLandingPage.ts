import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { AdLandingPage } from '../pages/AdLandingPage';

export default AdLandingPage satisfies RemoteModuleComponent<'landing', './AdLandingPage'>;
