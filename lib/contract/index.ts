export * from './access';
export * from './assets';
export * from './catalog';
export * from './employees';
export * from './common';
export * from './webhooks';
export * from './quotes';
export * from './device-actions';
