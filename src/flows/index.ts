export * from './captcha';
export * from './farcaster';
export * from './injected';
export * from './oauth';
export * from './otp';
export * from './passkey';
export * from './types';
export * from './wallet';
