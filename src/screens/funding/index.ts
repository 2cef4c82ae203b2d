export { FundAmountScreen, type FundAmountScreenProps } from './FundAmountScreen';
export { FundingCancelledScreen, type FundingCancelledScreenProps } from './FundingCancelledScreen';
export { FundingFailedScreen, type FundingFailedScreenProps } from './FundingFailedScreen';
export { FundingSuccessScreen, type FundingSuccessScreenProps } from './FundingSuccessScreen';
export { OnrampChoiceScreen, type OnrampChoiceScreenProps } from './OnrampChoiceScreen';
export { OnrampWaitingScreen, type OnrampWaitingScreenProps } from './OnrampWaitingScreen';
