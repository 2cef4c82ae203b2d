export * from './accounts';
export * from './code';
export * from './in-app-browser';
export * from './limits';
export * from './phone';
export * from './result';
export * from './validation';
