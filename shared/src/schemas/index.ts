export * from './staff';
export * from './fieldErrors';
export * from './leads';
