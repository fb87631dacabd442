import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { HelpPage } from '../help/HelpPage';

export default HelpPage satisfies RemoteModuleComponent<'pages', './HelpPage'>;
