/**
 * Connections (`@sigil/ui/connections`): the page's frame (`ConnectionsScreen`), accounts from other apps
 * (`CrossAppJourney`), offline access to wallets (`OfflineAccessJourney`), a Farcaster signer
 * (`FarcasterSignerJourney`) and funding a wallet through a fiat on-ramp (`FundingJourney`), with their screens and flows for hosts that compose their own. An entry of its own:
 * it brings the QR code, the cast hashing (BLAKE3) and the on-ramp flow, which no sign-in page needs, and keeps
 * the `screens` and `flows` entries as they were.
 */
export type { Clock } from '../flows/clock';
export * from '../flows/cross-app';
export * from '../flows/farcaster-signer';
export * from '../flows/farcaster-signer-cast';
export * from '../flows/funding';
export * from '../flows/offline-access';
export * from '../screens/connections';
export * from '../screens/cross-app';
export * from '../screens/farcaster-signer';
export * from '../screens/funding';
export * from '../screens/offline-access';
export * from './CrossAppJourney';
export * from './FarcasterSignerJourney';
export * from './FundingJourney';
export * from './OfflineAccessJourney';
