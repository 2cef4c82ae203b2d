/**
 * Type-level test, compiled by `tsc` in `npm test`: the provider SDK's hook states are assignable to the
 * flow states in src/flows, so the app hands them to our screens without casts. If an SDK upgrade adds,
 * renames or reshapes a status, this file stops compiling. Nothing here runs.
 */
import type {
  SiwsFlowState,
  useLoginWithEmail,
  useLoginWithOAuth,
  useLoginWithPasskey,
  useLoginWithSiwe,
  useLoginWithSms,
  useLoginWithTelegram,
  useSignupWithPasskey,
} from '@privy-io/react-auth';
import type { OtpFlowState, PasskeyFlowState, SimpleAuthFlowState, WalletSignInFlowState } from '../../src/flows/types';

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

/** And the plain form the app uses: an SDK state passed straight to a flow-typed prop. */
export function mapsWithoutCasts(
  email: StateOf<typeof useLoginWithEmail>,
  passkey: StateOf<typeof useLoginWithPasskey>,
) {
  const otp: OtpFlowState = email;
  const pk: PasskeyFlowState = passkey;
  return { otp, pk, checks };
}
