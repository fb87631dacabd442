export * from './staff';
export * from './fieldErrors';
