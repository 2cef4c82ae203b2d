import { defineDeck } from './define';

/**
 * A Farcaster signer for the user's account: request, approval, signing (spec sections 2, 4, 8). The errors
 * ("Connect failed", "The request timed out. Try again.", "Request rejected") are the catalogue's (`signer.*`).
 *
 * The title names where the signer is added, the user's Farcaster account, as the provider's modal and the
 * Farcaster app do ("Add a signer to Farcaster"); the app that will act with it is named in the subtitle.
 */
export const farcasterSignerCopy = defineDeck('Farcaster signer', {
  'signer.add.title': 'Add a signer to Farcaster',
  'signer.add.subtitle': 'This will allow {app} to add casts, likes, follows, and more on your behalf.',
  'signer.add.account': 'For @{username} (fid {fid})',
  'signer.add.accountFid': 'For fid {fid}',
  'signer.add.start': 'Add signer',
  'signer.add.scan': "Scan with your phone's camera to approve it in the Farcaster app.",
  'signer.add.qrLabel': 'Farcaster signer approval',
  'signer.add.copyHint': 'Or copy this link and paste it into a phone browser to open the Farcaster app.',
  'signer.add.openMobile': 'Open Farcaster on this device',
  'signer.add.waiting': 'Waiting for approval in Farcaster',
  'signer.add.inModal': 'Complete the request in the window that opened',
  'signer.add.inModalHint': 'Approve the signer in the Farcaster app; the window closes once it is approved.',
  'signer.approved.title': 'Signer approved',
  'signer.approved.subtitle': '{app} can now cast as @{username}.',
  'signer.approved.subtitleFid': '{app} can now cast for fid {fid}.',
  'signer.key.label': 'Signer public key',
  'signer.key.copy': 'Copy public key',
  'signer.cast.title': 'Sign a cast',
  'signer.cast.description': 'The cast is hashed as Farcaster does, signed with the signer, and checked here.',
  'signer.cast.text': 'Cast',
  'signer.cast.tooLong': 'A cast can be at most 320 bytes',
  'signer.cast.hash': 'Hash (BLAKE3, 20 bytes)',
  'signer.cast.sign': 'Sign',
  'signer.cast.signing': 'Signing',
  'signer.cast.signature': 'Signature (Ed25519)',
  'signer.cast.verified': 'Signature verified',
  'signer.cast.notVerified': "The signature does not match the signer's key",
  'signer.unavailable.title': 'Farcaster signer unavailable',
  'signer.unavailable.noFarcaster': 'A signer acts for a Farcaster account. Connect one to your account first.',
  'signer.unavailable.noEmbeddedWallet':
    'A signer is kept with your embedded wallet, and you have none yet. Create one first.',
  'signer.unavailable.serverWallet':
    'Farcaster signers need a wallet kept on this device. This app keeps its wallets on the provider’s servers.',
  'signer.unavailable.linkFarcaster': 'Connect Farcaster',
  'signer.unavailable.createWallet': 'Create a wallet',
});
