import { defineDeck } from './define';

/**
 * Multi-factor set-up: the enrolment chooser, SMS, authenticator-app and passkey set-up, removal (spec section 2).
 * Method names come from the base deck (`mfa.method.totp`, `mfa.method.passkey`) and the verification deck
 * (`mfa.method.sms`); the spec's wording is kept letter for letter.
 */
export const mfaSetupCopy = defineDeck('Multi-factor set-up', {
  // — Enrolment chooser —
  'mfa.enroll.title': 'Choose a verification method',
  'mfa.enroll.subtitle': 'How would you like to verify your identity?',
  'mfa.enroll.verifyFirst': 'To add or delete verification methods, verification is required.',
  'mfa.enroll.methods': 'Verification methods',
  'mfa.enroll.totp.description': 'A 6-digit code from an app on your phone',
  'mfa.enroll.sms.description': 'A 6-digit code sent to your phone by text message',
  'mfa.enroll.passkey.description': 'Touch ID, Face ID, a PIN or a security key',
  'mfa.enroll.smsDisabled': 'You log in with SMS, so SMS cannot also be your second step.',
  'mfa.enroll.addShort': 'Add',
  'mfa.enroll.addingShort': 'Adding',
  'mfa.enroll.add': 'Add {method}',
  'mfa.enroll.adding': 'Adding {method}',
  'mfa.enroll.remove': 'Remove {method}',
  'mfa.enroll.later': 'You can always change your selection later.',
  'mfa.settings.title': 'Two-step verification',
  'mfa.settings.description': 'Add a second check that protects your sign-ins and wallet actions.',

  // — Shared by the SMS and authenticator-app set-ups —
  'mfa.setup.codeTitle': 'Enter the code',
  'mfa.setup.verifying': 'Checking the code',
  'mfa.setup.done': 'Done',

  // — SMS set-up —
  'mfa.smsSetup.title': 'Set up SMS verification',
  'mfa.smsSetup.subtitle': 'Each time you verify, a code is sent to this number by text message.',
  'mfa.smsSetup.send': 'Send code',
  'mfa.smsSetup.sending': 'Sending code',
  'mfa.smsSetup.sentTo': 'Enter the 6-digit code sent to {phone}',
  'mfa.smsSetup.resend': 'Send a new code',
  'mfa.smsSetup.resent': 'A new code is on its way',
  'mfa.smsSetup.changeNumber': 'Use a different number',
  'mfa.smsSetup.successTitle': 'SMS verification is on',
  'mfa.smsSetup.successBody': 'Codes will be sent to {phone} when you verify a transaction or a sign-in.',

  // — Authenticator-app set-up —
  'mfa.totpSetup.title': 'Scan QR code',
  'mfa.totpSetup.subtitle': 'Open your authenticator app and scan this code to continue',
  'mfa.totpSetup.preparing': 'Preparing your setup key',
  'mfa.totpSetup.qrLabel': 'your authenticator app',
  'mfa.totpSetup.manual': 'Can’t scan it? Type this setup key into the app instead.',
  'mfa.totpSetup.key': 'Setup key',
  'mfa.totpSetup.copyKey': 'Copy setup key',
  'mfa.totpSetup.codeSubtitle': 'To continue, enter the 6-digit code generated from your authenticator app',
  'mfa.totpSetup.back': 'Show the QR code again',
  'mfa.totpSetup.successTitle': 'Authenticator app is on',
  'mfa.totpSetup.successBody': 'Use a code from your authenticator app when you verify a transaction or a sign-in.',

  // — Passkey set-up —
  'mfa.passkeySetup.title': 'Set up passkey verification',
  'mfa.passkeySetup.subtitle': 'Verify with passkey',
  'mfa.passkeySetup.add': 'Add new passkey',
  'mfa.passkeySetup.adding': 'Waiting for your passkey',
  'mfa.passkeySetup.enrollExisting': 'Use my passkeys for verification',
  'mfa.passkeySetup.enrolling': 'Enabling your passkeys',
  'mfa.passkeySetup.benefit.how': 'Verify with Touch ID, Face ID, a PIN or a security key',
  'mfa.passkeySetup.benefit.fast': 'Takes seconds to set up and use',
  'mfa.passkeySetup.benefit.what': 'Your passkey verifies your transactions and your sign-ins',
  'mfa.passkeySetup.list': 'Your passkeys',
  'mfa.passkeySetup.showFewer': 'Show fewer',
  'mfa.passkeySetup.unknownDevice': 'Unknown device',
  'mfa.passkeySetup.unknownBrowser': 'Unknown browser',
  'mfa.passkeySetup.browserOnOs': '{browser} on {os}',
  'mfa.passkeySetup.lastUsed': 'Last used: {date}',
  'mfa.passkeySetup.neverUsed': 'Last used: never',
  'mfa.passkeySetup.remove': 'Remove passkey {device}',
  'mfa.passkeySetup.removing': 'Removing passkey {device}',
  'mfa.passkeySetup.updated': 'Passkeys updated',
  'mfa.passkeySetup.updatedBody': 'Your passkeys now verify your transactions and your sign-ins.',

  // — Removal confirmations —
  'mfa.remove.title.totp': 'Remove the authenticator app?',
  'mfa.remove.title.sms': 'Remove SMS verification?',
  'mfa.remove.title.passkey': 'Remove passkey verification?',
  'mfa.remove.body.totp': 'Codes from your authenticator app will no longer verify your transactions and sign-ins.',
  'mfa.remove.body.sms': 'Codes sent by text message will no longer verify your transactions and sign-ins.',
  'mfa.remove.body.passkey': 'Your passkeys will no longer verify your transactions and sign-ins.',
  'mfa.remove.lastMethod': 'This is your only verification method: without it, nothing asks for a second step.',
  'mfa.remove.verifyFirst': 'You will be asked to verify your identity before the method is removed.',
});
