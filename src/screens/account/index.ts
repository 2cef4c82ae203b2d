export { AccountScreen, type AccountScreenProps } from './AccountScreen';
export type { ContactStep } from './ContactFrame';
export {
  ConnectEmailScreen,
  type ConnectEmailScreenProps,
  UpdateEmailScreen,
  type UpdateEmailScreenProps,
} from './EmailContactScreens';
export { type HomeAccount, HomeScreen, type HomeScreenProps } from './HomeScreen';
export { linkedAccountKey } from './linked-account';
export { type OAuthLinkPhase, OAuthLinkStatusScreen, type OAuthLinkStatusScreenProps } from './OAuthLinkStatusScreen';
export { OAuthTokensScreen, type OAuthTokensScreenProps } from './OAuthTokensScreen';
export {
  ConnectPhoneScreen,
  type ConnectPhoneScreenProps,
  UpdatePhoneScreen,
  type UpdatePhoneScreenProps,
} from './PhoneContactScreens';
export { TermsScreen, type TermsScreenProps } from './TermsScreen';
export { UnlinkAccountDialog, type UnlinkAccountDialogProps, type UnlinkStatus } from './UnlinkAccountDialog';
