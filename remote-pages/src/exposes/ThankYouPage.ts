import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { ThankYouPage } from '../thankYou/ThankYouPage';

export default ThankYouPage satisfies RemoteModuleComponent<'pages', './ThankYouPage'>;
