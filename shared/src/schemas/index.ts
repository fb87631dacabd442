export * from './staff';
export * from './fieldErrors';
export * from './leads';
export * from './visitors';
export * from './validate';
export * from './team';
export * from './search';
export * from './people';
