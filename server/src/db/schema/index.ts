export * from './admin';
export * from './auth';
export * from './content';
export * from './courses';
export * from './notifications';
export * from './payments';
export * from './programs';
export * from './users';
