export * from './common.ts';
export * from './categories.ts';
export * from './fees.ts';
export * from './config.ts';
export * from './brand.ts';
