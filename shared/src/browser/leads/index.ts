export * from '../../contract/leads/messages';
export * from '../../contract/leads/formTypes';
export * from '../../contract/leads/phone';
export * from '../../contract/leads/postedLead';
export * from './submit';
export * from './challenge';
