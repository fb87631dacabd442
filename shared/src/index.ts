export * from './types';
export * from './constants';
export * from './events';
export * from './config';
export * from './api';
export * from './socket';
export * from './head';
export * from './schemas';
