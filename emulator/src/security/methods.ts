import type { EmulatorConfig } from '../config';
import { ApiError } from '../http/request';

/** A login method the app configuration can enable (the dashboard's switches). */
export type LoginMethod = EmulatorConfig['loginMethods'][number];

const NAMES: Partial<Record<LoginMethod, string>> = {
  email: 'E-mail login',
  sms: 'SMS login',
  passkey: 'Passkey login',
  wallet: 'Ethereum wallet login',
  solana_wallet: 'Solana wallet login',
  farcaster: 'Farcaster login',
  guest: 'Guest accounts',
  custom_jwt: 'Custom auth login',
};

/**
 * Refuses a login or link call for a method the app does not enable, with the provider's answer (403
 * `disallowed_login_method`) and before anything is sent, stored or issued: a disabled method never yields a
 * code, a nonce, a challenge or a session.
 */
export function requireMethod(config: Pick<EmulatorConfig, 'loginMethods'>, method: LoginMethod): void {
  if (!(config.loginMethods as readonly string[]).includes(method)) {
    throw new ApiError(403, `${NAMES[method] ?? method} is not enabled for this app`, 'disallowed_login_method');
  }
}
