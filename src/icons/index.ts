export { brandPaths } from './brand-paths.generated';
export { BrandIcon, type BrandIconProps, type BrandName, brandMarks } from './brands';
export { CHAINS, OAUTH_PROVIDERS, type OAuthProviderId, WALLETS } from './catalog';
export { isSafeIconUrl, ProviderIcon, type ProviderIconProps } from './ProviderIcon';
export { type IconName, icons, SPEC_ICONS } from './semantic';
