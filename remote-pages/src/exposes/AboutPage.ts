import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { AboutPage } from '../about/AboutPage';

export default AboutPage satisfies RemoteModuleComponent<'pages', './AboutPage'>;
