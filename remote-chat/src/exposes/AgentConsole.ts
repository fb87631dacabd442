export { AgentConsole as default } from '../agent/AgentConsole';
