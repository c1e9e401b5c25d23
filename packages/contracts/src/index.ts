export * from './accounts';
export * from './common';
export * from './plans';
export * from './roles';
export * from './stores';
