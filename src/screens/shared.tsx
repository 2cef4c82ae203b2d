// Moved to primitives; re-exported until stories/flows imports them from there (src/primitives).
export { BackButton, ErrorBanner, type ErrorBannerProps, ScreenCard } from '../primitives';
