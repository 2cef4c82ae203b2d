export { CrossAppAccountRow, type CrossAppAccountRowProps } from './CrossAppAccountRow';
export { CrossAppAccountsScreen, type CrossAppAccountsScreenProps, type CrossAppBusy } from './CrossAppAccountsScreen';
export {
  CrossAppChooserScreen,
  type CrossAppChooserScreenProps,
  CrossAppProviderList,
  type CrossAppProviderListProps,
} from './CrossAppChooserScreen';
export {
  type CrossAppRequestPhase,
  CrossAppRequestScreen,
  type CrossAppRequestScreenProps,
} from './CrossAppRequestScreen';
export { type CrossAppStatusPhase, CrossAppStatusScreen, type CrossAppStatusScreenProps } from './CrossAppStatusScreen';
export { accountTarget, crossAppTarget, crossAppWallets } from './target';
