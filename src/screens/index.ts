/** Pure screens: props in, callbacks out. */

// moved to primitives; re-exported until the app imports it from there
export { BackButton, ErrorBanner, type ErrorBannerProps, ScreenCard } from '../primitives';
export * from './account';
export * from './shell';
export * from './signin';
