import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { HeroForm } from '../familyA/HeroForm';

export default HeroForm satisfies RemoteModuleComponent<'forms', './HeroForm'>;
