import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { ConsultationPicker } from '../consultation/ConsultationPicker';

export default ConsultationPicker satisfies RemoteModuleComponent<'forms', './ConsultationPicker'>;
