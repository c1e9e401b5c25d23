export * from './client';
export * from './outbox';
export * from './webhook';
