import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { FormPopup } from '../popup/FormPopup';

export default FormPopup satisfies RemoteModuleComponent<'forms', './FormPopup'>;
