/** Wallets: cards, the list, Send and Receive, the chain switcher, smart-wallet configuration, key export, overlays. */
export { ChainSwitcher, type ChainSwitcherProps } from './ChainSwitcher';
export { ExportKeyDialog, type ExportKeyDialogProps, type ExportKeyStatus } from './ExportKeyDialog';
export { type WalletBalance, type WalletChain, walletChain } from './format';
export { PopupBlockedDialog, type PopupBlockedDialogProps } from './PopupBlockedDialog';
export { ReceiveDialog, type ReceiveDialogProps } from './ReceiveDialog';
export { SendDialog, type SendDialogProps } from './SendDialog';
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
export { type PickerWallet, WalletPicker, type WalletPickerProps } from './WalletPicker';
export { WalletRedirectDialog, type WalletRedirectDialogProps } from './WalletRedirectDialog';
export { type WalletAction, WalletsScreen, type WalletsScreenEntry, type WalletsScreenProps } from './WalletsScreen';
