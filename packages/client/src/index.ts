export * from './api-client';
export * from './context';
export * from './errors';
export * from './hooks/auth';
export * from './hooks/dashboard';
export * from './hooks/users';
export * from './query-keys';
export * from './types';
