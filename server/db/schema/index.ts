export * from './access';
export * from './http';
export * from './inventory';
export * from './jobs';
