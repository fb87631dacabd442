export * from './visitors';
