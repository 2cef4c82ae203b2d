export {
  BrandIcon,
  type BrandIconProps,
  type BrandName,
  brandMarks,
  walletChainMarks,
} from './brands';
export { CHAIN_MARKS, oauthProviderMark, WALLETS } from './catalog';
export { OnrampMark, type OnrampMarkName, onrampMarks } from './onramp-marks';
export { isSafeIconUrl, ProviderIcon, type ProviderIconProps } from './ProviderIcon';
export { type MarkProps, ProviderMark, type ProviderMarkName, providerMarks } from './provider-marks';
export { type BrandPath, providerPaths } from './provider-paths.generated';
export { type IconName, icons, SPEC_ICONS } from './semantic';
export { walletChainPaths } from './wallet-chain-paths.generated';
