export * from './apiAnswers';
export * from './apiRoutes';
export * from './socketEvents';
export * from './checkRequest';
export * from './socketEventMaps';
export * from './searchAnswer';
export * from './reportAnswers';
export * from './marketingAnswers';
