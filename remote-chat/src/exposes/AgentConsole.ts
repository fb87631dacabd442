import type { RemoteModuleComponent } from '@bookcraft/shared/federation';
import { AgentConsole } from '../agent/AgentConsole';

export default AgentConsole satisfies RemoteModuleComponent<'chat', './AgentConsole'>;
