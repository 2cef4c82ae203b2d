/**
 * Journeys: each sign-in method written once, its flow machine composed with its screens and driven by its
 * port (`@sigil/ui/ports`). The app hands them ports filled from the provider's SDK; the stories hand them
 * an in-memory fake of the provider. They never import the SDK.
 */
export * from './CaptchaJourney';
export * from './CustomTokenJourney';
export * from './FarcasterJourney';
export * from './GuestJourney';
export * from './JourneyLoading';
export * from './OAuthJourney';
export * from './OtpJourney';
export * from './PasskeyJourney';
export * from './SignInJourney';
export * from './TelegramJourney';
export * from './WalletSignInJourney';
