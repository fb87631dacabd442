import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { LegalPage } from '../legal/LegalPage';

export default LegalPage satisfies RemoteModuleComponent<'pages', './LegalPage'>;
