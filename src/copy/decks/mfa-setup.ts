import { defineDeck } from './define';

/** Multi-factor set-up: the enrolment chooser, SMS, authenticator-app and passkey set-up, removal (spec section 2). */
export const mfaSetupCopy = defineDeck('Multi-factor set-up', {
  'mfa.enroll.title': 'Choose a verification method',
  'mfa.passkeySetup.title': 'Set up passkey verification',
  'mfa.passkeySetup.add': 'Add new passkey',
  'mfa.passkeySetup.list': 'Your passkeys',
  'mfa.passkeySetup.updated': 'Passkeys updated',
});
