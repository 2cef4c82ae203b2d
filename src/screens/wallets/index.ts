/** Wallets: cards, the list, the chain switcher, smart-wallet configuration, key export, overlays. */
export { ChainSwitcher, type ChainSwitcherProps } from './ChainSwitcher';
export { ExportKeyDialog, type ExportKeyDialogProps, type ExportKeyStatus } from './ExportKeyDialog';
export type { WalletBalance } from './format';
export { PopupBlockedDialog, type PopupBlockedDialogProps } from './PopupBlockedDialog';
export { type ComposerWallet, SigningComposer, type SigningComposerProps } from './SigningComposer';
export {
  SmartWalletConfig,
  type SmartWalletConfigProps,
  type SmartWalletConfiguration,
  type SmartWalletNetwork,
} from './SmartWalletConfig';
export { WalletCard, type WalletCardProps, type WalletCardWallet } from './WalletCard';
export { WalletConnectFailedDialog, type WalletConnectFailedDialogProps } from './WalletConnectFailedDialog';
export { WalletConnectionDialog, type WalletConnectionDialogProps } from './WalletConnectionDialog';
export { WalletRedirectDialog, type WalletRedirectDialogProps } from './WalletRedirectDialog';
export { WalletsScreen, type WalletsScreenEntry, type WalletsScreenProps } from './WalletsScreen';
