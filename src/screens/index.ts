/** Pure screens: props in, callbacks out. */

export * from './account';
export * from './mfa';
export { ChainName, type ChainNameProps } from './parts/ChainName';
export * from './shell';
export * from './signin';
export * from './signing';
export * from './wallets';
