export { AccountScreen, type AccountScreenProps } from './AccountScreen';
export {
  ConnectEmailScreen,
  type ConnectEmailScreenProps,
  ConnectPhoneScreen,
  type ConnectPhoneScreenProps,
  type ContactStep,
  UpdateEmailScreen,
  type UpdateEmailScreenProps,
  UpdatePhoneScreen,
  type UpdatePhoneScreenProps,
} from './ContactScreens';
export {
  type HomeAccount,
  HomeScreen,
  type HomeScreenProps,
  type HomeWallet,
  type HomeWalletAction,
} from './HomeScreen';
export { linkedAccountKey } from './linked-account';
export { type OAuthLinkPhase, OAuthLinkStatusScreen, type OAuthLinkStatusScreenProps } from './OAuthLinkStatusScreen';
export { OAuthTokensScreen, type OAuthTokensScreenProps } from './OAuthTokensScreen';
export { type LinkedProfile, profileFromAccounts } from './profile';
export { TermsScreen, type TermsScreenProps } from './TermsScreen';
export { UnlinkAccountDialog, type UnlinkAccountDialogProps, type UnlinkStatus } from './UnlinkAccountDialog';
