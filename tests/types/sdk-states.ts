/**
 * Type-level test, compiled by `tsc` in `npm test`: the provider SDK's hook states are assignable to the
 * flow states in src/flows, so `@sigil/ui/privy` (`usePrivyAuthPort`, src/privy/sdk/auth-port.ts) hands them to our
 * journeys without casts. If an SDK upgrade adds, renames or reshapes a status, this file stops compiling. Nothing
 * here runs.
 */
import type {
  SiwsFlowState,
  useGuestAccounts,
  useLoginWithEmail,
  useLoginWithOAuth,
  useLoginWithPasskey,
  useLoginWithSiwe,
  useLoginWithSiws,
  useLoginWithSms,
  useLoginWithTelegram,
  useSignupWithPasskey,
} from '@privy-io/react-auth';
import type { OtpFlowState, PasskeyFlowState, SimpleAuthFlowState, WalletSignInFlowState } from '../../src/flows/types';
import type {
  EmailPort,
  GuestPort,
  OAuthPort,
  PasskeyPort,
  SiwePort,
  SiwsPort,
  SmsPort,
  TelegramPort,
} from '../../src/ports';

type Of<Hook extends (...args: never[]) => unknown> = ReturnType<Hook>;
type StateOf<Hook extends (...args: never[]) => { state: unknown }> = ReturnType<Hook>['state'];

/** Compiles only when A is assignable to B. */
type Assignable<A, B> = [A] extends [B] ? true : false;
/** Compiles only when the two status unions are the same set: ours neither lacks nor invents a status. */
type SameStatuses<A extends { status: string }, B extends { status: string }> = [A['status']] extends [B['status']]
  ? [B['status']] extends [A['status']]
    ? true
    : false
  : false;

const checks: {
  emailAssignable: Assignable<StateOf<typeof useLoginWithEmail>, OtpFlowState>;
  smsAssignable: Assignable<StateOf<typeof useLoginWithSms>, OtpFlowState>;
  emailStatuses: SameStatuses<StateOf<typeof useLoginWithEmail>, OtpFlowState>;
  passkeyLogin: Assignable<StateOf<typeof useLoginWithPasskey>, PasskeyFlowState>;
  passkeySignup: Assignable<StateOf<typeof useSignupWithPasskey>, PasskeyFlowState>;
  passkeyStatuses: SameStatuses<StateOf<typeof useLoginWithPasskey>, PasskeyFlowState>;
  siwe: Assignable<StateOf<typeof useLoginWithSiwe>, WalletSignInFlowState>;
  // useLoginWithSiws() exposes no state in this SDK version; its exported state type is checked instead.
  siws: Assignable<SiwsFlowState, WalletSignInFlowState>;
  siweStatuses: SameStatuses<StateOf<typeof useLoginWithSiwe>, WalletSignInFlowState>;
  oauth: Assignable<StateOf<typeof useLoginWithOAuth>, SimpleAuthFlowState>;
  oauthStatuses: SameStatuses<StateOf<typeof useLoginWithOAuth>, SimpleAuthFlowState>;
  telegram: Assignable<StateOf<typeof useLoginWithTelegram>, SimpleAuthFlowState>;
} = {
  emailAssignable: true,
  smsAssignable: true,
  emailStatuses: true,
  passkeyLogin: true,
  passkeySignup: true,
  passkeyStatuses: true,
  siwe: true,
  siws: true,
  siweStatuses: true,
  oauth: true,
  oauthStatuses: true,
  telegram: true,
};

/** And the plain form the adapter uses: an SDK state passed straight to a flow-typed prop. */
export function mapsWithoutCasts(
  email: StateOf<typeof useLoginWithEmail>,
  passkey: StateOf<typeof useLoginWithPasskey>,
) {
  const otp: OtpFlowState = email;
  const pk: PasskeyFlowState = passkey;
  return { otp, pk, checks };
}

/**
 * The journeys' ports are in the SDK's shape: each hook's own functions (and state) fill its port as they
 * are. If an SDK upgrade renames a function or changes its input, this stops compiling.
 */
export const ports: {
  email: Assignable<Pick<Of<typeof useLoginWithEmail>, 'state' | 'sendCode' | 'loginWithCode'>, EmailPort>;
  sms: Assignable<Pick<Of<typeof useLoginWithSms>, 'state' | 'sendCode' | 'loginWithCode'>, SmsPort>;
  passkeyLogin: Assignable<Of<typeof useLoginWithPasskey>['loginWithPasskey'], PasskeyPort['login']>;
  passkeySignup: Assignable<Of<typeof useSignupWithPasskey>['signupWithPasskey'], PasskeyPort['signup']>;
  siweMessage: Assignable<Of<typeof useLoginWithSiwe>['generateSiweMessage'], SiwePort['generateMessage']>;
  siweLogin: Assignable<Of<typeof useLoginWithSiwe>['loginWithSiwe'], SiwePort['login']>;
  siwsMessage: Assignable<Of<typeof useLoginWithSiws>['generateSiwsMessage'], SiwsPort['generateMessage']>;
  siwsLogin: Assignable<Of<typeof useLoginWithSiws>['loginWithSiws'], SiwsPort['login']>;
  oauthState: Assignable<StateOf<typeof useLoginWithOAuth>, OAuthPort['state']>;
  telegram: Assignable<Pick<Of<typeof useLoginWithTelegram>, 'state' | 'login'>, TelegramPort>;
  guest: Assignable<Of<typeof useGuestAccounts>['createGuestAccount'], GuestPort['create']>;
} = {
  email: true,
  sms: true,
  passkeyLogin: true,
  passkeySignup: true,
  siweMessage: true,
  siweLogin: true,
  siwsMessage: true,
  siwsLogin: true,
  oauthState: true,
  telegram: true,
  guest: true,
};
