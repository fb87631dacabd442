import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { LandingForm } from '../familyB/LandingForms';

export default LandingForm satisfies RemoteModuleComponent<'forms', './LandingForm'>;
