export * from './presence';
export * from './os';
export * from './utm';
export * from './session';
export * from './registration';
