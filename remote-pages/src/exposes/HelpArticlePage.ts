import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { HelpArticlePage } from '../help/HelpArticlePage';

export default HelpArticlePage satisfies RemoteModuleComponent<'pages', './HelpArticlePage'>;
