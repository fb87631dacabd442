import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { FooterForm } from '../familyB/LandingForms';

export default FooterForm satisfies RemoteModuleComponent<'forms', './FooterForm'>;
