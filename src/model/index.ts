/** The provider's vocabulary shared by flows, screens, journeys and the app: types and constants, no UI. */
export * from './accounts';
export * from './chains';
export * from './link';
export * from './methods';
export * from './mfa';
export * from './wallets';
