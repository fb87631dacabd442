// @bookcraft/shared/core: the part of the package that needs neither a DOM nor React (plain data,
// types and pure functions), which is all the server imports. server/tsconfig.json checks the server
// without the DOM, so a DOM-bound module exported here fails the type check.
export * from './types';
export * from './constants';
export * from './config';
export * from './pricing';
export * from './content/trailer';
export * from './leads/messages';
export * from './leads/formTypes';
export * from './leads/phone';
export * from './leads/postedLead';
export * from './tracking/utm';
export * from './tracking/arrival';
export * from './tracking/os';
export * from './tracking/backoff';
export * from './tracking/searchKeyword';
export * from './routes';
export * from './helpAddresses';
export * from './routeTable';
export * from './paintedRoutes';
export * from './chat';
export * from './seo';
export * from './seo/helpStructuredData';
export * from './staff';
export * from './prerendered';
export * from './webFonts';
export * from './landingCopy';
export * from './shellFailure';
