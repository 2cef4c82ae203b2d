/**
 * Ports: what each sign-in journey needs from an auth backend, in the provider SDK's own shape (its method
 * names, its inputs, its hook states), so the app fills them from the SDK's headless hooks without glue and
 * the stories fill them from an in-memory fake. Types, and two small helpers: `readyBackend` (a backend that is
 * ready from the start) and `canSignInWith` (which sign-in methods a set of backends can run).
 */
export * from './account';
export * from './backend';
export * from './cross-app';
export * from './farcaster-signer';
export * from './funding';
export * from './mfa';
export * from './offline-access';
export * from './sign-in-backends';
export * from './signin';
export * from './wallets';
