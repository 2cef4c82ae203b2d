/** Pure screens: props in, callbacks out. */
export * from './account';
export { BackButton, ErrorBanner, type ErrorBannerProps, ScreenCard } from './shared';
export * from './shell';
export * from './signin';
