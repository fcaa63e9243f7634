export * from './table';
export * from './screens';
export * from './derive';
export * from './rules';
