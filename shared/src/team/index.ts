export * from './workingHours';
