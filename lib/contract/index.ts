export * from './access';
export * from './assets';
export * from './common';
