/** The Farcaster signer: the request (QR code, link, waiting, errors), the approved signer, signing a cast, why not. */
export { type CastSigningStatus, FarcasterCastSigner, type FarcasterCastSignerProps } from './FarcasterCastSigner';
export {
  FarcasterSignerApprovedScreen,
  type FarcasterSignerApprovedScreenProps,
} from './FarcasterSignerApprovedScreen';
export {
  FarcasterSignerRequestScreen,
  type FarcasterSignerRequestScreenProps,
  type FarcasterSignerRequestView,
} from './FarcasterSignerRequestScreen';
export {
  FarcasterSignerUnavailableScreen,
  type FarcasterSignerUnavailableScreenProps,
} from './FarcasterSignerUnavailableScreen';
export type { SignerAccount } from './parts';
