import type { OnrampProvider } from '../../flows/funding';

/** The deck key of an on-ramp's name. */
export const providerKey = (provider: OnrampProvider) => `funding.provider.${provider}` as const;
