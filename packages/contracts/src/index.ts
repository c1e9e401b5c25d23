export * from './accounts';
export * from './catalog';
export * from './common';
export * from './money';
export * from './orders';
export * from './plans';
export * from './roles';
export * from './stores';
