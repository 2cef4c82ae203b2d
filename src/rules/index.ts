export * from './limits';
export * from './validation';
