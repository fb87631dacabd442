import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { HomePage } from '../home/HomePage';

export default HomePage satisfies RemoteModuleComponent<'pages', './HomePage'>;
