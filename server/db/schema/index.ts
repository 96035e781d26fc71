export * from './access';
export * from './catalog';
export * from './employees';
export * from './http';
export * from './inventory';
export * from './jobs';
export * from './webhooks';
export * from './quotes';
