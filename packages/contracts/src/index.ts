export * from './auth';
export * from './common';
export * from './dashboard';
export * from './messages';
export * from './passwords';
export * from './roles';
export * from './users';
