import { defineDeck } from './define';

/** Multi-factor verification: choosing a method, code entry, passkey verification, lock-outs (spec section 2; set-up and removal: `mfa-setup.ts`). (The four keys the right-to-left story shows stay in the base deck until that story passes this deck.) */
export const mfaCopy = defineDeck('Multi-factor verification', {
  'mfa.method.sms': 'SMS',
  'mfa.methods.label': 'Verification methods',
  'mfa.passkey.verifying': 'Verifying with passkey',
  'mfa.passkey.description': 'Approve this action using your touch, face, PIN, or hardware key.',
  'mfa.passkey.waiting': 'Waiting for your passkey',
  'mfa.passkey.chooseAnother': 'Choose another method',
  'mfa.code.title': 'Enter verification code',
  'mfa.code.sms': 'Enter the code sent to your mobile device',
  'mfa.code.totp': 'Enter the code generated from your authenticator app',
  'mfa.code.sending': 'Sending a code to your mobile device',
  'mfa.code.verifying': 'Verifying',
  'mfa.code.attemptsLeft_one': '{count} attempt left',
  'mfa.code.attemptsLeft_other': '{count} attempts left',
  'mfa.verified': 'Identity verified',
});
