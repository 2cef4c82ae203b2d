import { defineDeck } from './define';

/** Multi-factor verification: enrolment, choosing a method, code entry, passkey verification and set-up (spec section 2). (The four keys the right-to-left story shows stay in the base deck until that story passes this deck.) */
export const mfaCopy = defineDeck('Multi-factor verification', {
  'mfa.enroll.title': 'Choose a verification method',
  'mfa.method.sms': 'SMS',
  'mfa.passkey.verifying': 'Verifying with passkey',
  'mfa.passkey.chooseAnother': 'Choose another method',
  'mfa.code.title': 'Enter verification code',
  'mfa.code.sms': 'Enter the code sent to your mobile device',
  'mfa.code.totp': 'Enter the code generated from your authenticator app',
  'mfa.passkeySetup.title': 'Set up passkey verification',
  'mfa.passkeySetup.add': 'Add new passkey',
  'mfa.passkeySetup.list': 'Your passkeys',
  'mfa.passkeySetup.updated': 'Passkeys updated',
});
