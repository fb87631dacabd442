export * from './messages';
export * from './formTypes';
export * from './phone';
export * from './postedLead';
export * from './submit';
export * from './challenge';
