export { AccountScreen, type AccountScreenProps } from './AccountScreen';
export { type HomeAccount, HomeScreen, type HomeScreenProps } from './HomeScreen';
export { linkedAccountKey } from './linked-account';
export { UnlinkAccountDialog, type UnlinkAccountDialogProps, type UnlinkStatus } from './UnlinkAccountDialog';
