import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { ContactPage } from '../contact/ContactPage';

export default ContactPage satisfies RemoteModuleComponent<'pages', './ContactPage'>;
