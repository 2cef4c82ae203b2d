export * from './captcha';
export * from './farcaster';
export * from './oauth';
export * from './otp';
export * from './passkey';
export * from './types';
export * from './wallet';
export * from './injected';
