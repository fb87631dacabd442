import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { ChatWidget } from '../widget/ChatWidget';

export default ChatWidget satisfies RemoteModuleComponent<'chat', './ChatWidget'>;
