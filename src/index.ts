/**
 * Sigil: accessible components for sign-in, multi-factor verification and crypto wallets.
 * Import the stylesheet once: `import '@sigil/ui/theme.css'`.
 */

export * from './copy';
export * from './flows';
export * from './flows/signing';
export * from './icons';
export * from './model';
export * from './primitives';
export * from './rules';
export * from './screens';
export * from './theme';
