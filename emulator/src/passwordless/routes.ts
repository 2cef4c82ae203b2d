import * as provider from '@privy-io/public-api';
import { Hono } from 'hono';
import type { Emulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { body } from '../http/request';
import { unlinkRoute } from '../http/sign-in';
import { withBoundedAddresses as bounded } from '../security/addresses';
import { type CodeAccount, linkWithCode, sendCode, sendEmailCode, signInWithCode, updateWithCode } from './service';

/** The provider's request schemas, their addresses held to the RFCs' bounds (security/addresses.ts). */
const InitEmailInput = bounded(provider.InitEmailInput, { emails: ['email'] });
const AuthenticateEmailInput = bounded(provider.AuthenticateEmailInput, { emails: ['email'] });
const VerifyEmailInput = bounded(provider.VerifyEmailInput, { emails: ['email'] });
const UpdateEmailInput = bounded(provider.UpdateEmailInput, { emails: ['oldAddress', 'newAddress'] });
const UnlinkEmailInput = bounded(provider.UnlinkEmailInput, { emails: ['address'] });
const PasswordlessSmsPhoneInput = bounded(provider.PasswordlessSmsPhoneInput, { phones: ['phoneNumber'] });
const AuthenticatePhoneInput = bounded(provider.AuthenticatePhoneInput, { phones: ['phoneNumber'] });
const VerifyPhoneInput = bounded(provider.VerifyPhoneInput, { phones: ['phoneNumber'] });
const UpdatePhoneInput = bounded(provider.UpdatePhoneInput, { phones: ['old_phone_number', 'new_phone_number'] });
const UnlinkPhoneInput = bounded(provider.UnlinkPhoneInput, { phones: ['phoneNumber'] });

const EMAIL: CodeAccount = { channel: 'email', type: 'email' };
const PHONE: CodeAccount = { channel: 'sms', type: 'phone' };

/**
 * E-mail codes (mounted at `/api/v1/passwordless`): sign-in, link, update, unlink. Addresses are kept in lower
 * case. Each route but unlink is refused while the app does not enable e-mail login (no code is sent then).
 */
export function emailRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const email = [guard.app, guard.method('email')] as const;
  const routes = new Hono<AuthEnv>();

  routes.post('/init', ...email, async (c) => {
    const input = await body(c, InitEmailInput);
    sendEmailCode(emulator, input.email.toLowerCase());
    return c.json({ success: true });
  });
  routes.post('/authenticate', ...email, async (c) => {
    const input = await body(c, AuthenticateEmailInput);
    return c.json(await signInWithCode(emulator, EMAIL, input.email.toLowerCase(), input.code, input.mode));
  });
  routes.post('/link', ...email, guard.user, async (c) => {
    const input = await body(c, VerifyEmailInput);
    return c.json(linkWithCode(emulator, c.var.user.userId, EMAIL, input.email.toLowerCase(), input.code));
  });
  routes.post('/update', ...email, guard.user, async (c) => {
    const input = await body(c, UpdateEmailInput);
    const change = { from: input.oldAddress.toLowerCase(), to: input.newAddress.toLowerCase(), code: input.code };
    return c.json(updateWithCode(emulator, c.var.user.userId, EMAIL, change));
  });
  unlinkRoute(routes, emulator, UnlinkEmailInput, ({ address }) => ['email', address.toLowerCase()]);
  return routes;
}

/**
 * SMS codes (mounted at `/api/v1/passwordless_sms`), numbers as the provider's schema normalises them; each
 * route but unlink is refused while the app does not enable SMS login.
 */
export function smsRoutes(emulator: Emulator) {
  const guard = authGuards(emulator);
  const sms = [guard.app, guard.method('sms')] as const;
  const routes = new Hono<AuthEnv>();

  routes.post('/init', ...sms, async (c) => {
    const { phoneNumber } = await body(c, PasswordlessSmsPhoneInput);
    sendCode(emulator, 'sms', phoneNumber);
    return c.json({ success: true });
  });
  routes.post('/authenticate', ...sms, async (c) => {
    const input = await body(c, AuthenticatePhoneInput);
    return c.json(await signInWithCode(emulator, PHONE, input.phoneNumber, input.code, input.mode));
  });
  routes.post('/link', ...sms, guard.user, async (c) => {
    const input = await body(c, VerifyPhoneInput);
    return c.json(linkWithCode(emulator, c.var.user.userId, PHONE, input.phoneNumber, input.code));
  });
  routes.post('/update', ...sms, guard.user, async (c) => {
    const input = await body(c, UpdatePhoneInput);
    const change = { from: input.old_phone_number, to: input.new_phone_number, code: input.code };
    return c.json(updateWithCode(emulator, c.var.user.userId, PHONE, change));
  });
  unlinkRoute(routes, emulator, UnlinkPhoneInput, ({ phoneNumber }) => ['phone', phoneNumber]);
  return routes;
}
