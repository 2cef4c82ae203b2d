import * as provider from '@privy-io/public-api';
import { Hono } from 'hono';
import { checkCode, sendCode } from '../codes';
import type { Emulator } from '../context';
import { ApiError, body, requireApp } from '../http';
import { withBoundedAddresses as bounded } from '../security/addresses';
import { requireMethod } from '../security/methods';
import { requireUser, sessionResponse } from '../sessions';
import { checkUpdate, findOrCreateUser, linkAccount, updateAccount, userJson } from '../users';
import { unlinkRoute } from './shared';

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

/**
 * E-mail (`passwordless`) and SMS (`passwordless_sms`) codes: sign-in, link, update, unlink. Each route but
 * unlink is refused while the app does not enable its method (no code is sent then).
 */
export function passwordlessRoutes(emulator: Emulator) {
  const { config } = emulator;
  const routes = new Hono();

  // — E-mail: addresses are kept in lower case —

  routes.post('/api/v1/passwordless/init', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'email');
    const { email } = await body(c, InitEmailInput);
    const address = email.toLowerCase();
    if (config.disablePlusEmails && address.split('@')[0]?.includes('+')) {
      throw new ApiError(400, "Please enter a valid email address without a '+'.", 'disallowed_plus_email');
    }
    sendCode(emulator, 'email', address);
    return c.json({ success: true });
  });

  routes.post('/api/v1/passwordless/authenticate', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'email');
    const input = await body(c, AuthenticateEmailInput);
    const address = input.email.toLowerCase();
    checkCode(emulator, 'email', address, input.code);
    const { userId, isNew } = findOrCreateUser(emulator, 'email', address, input.mode);
    return c.json(await sessionResponse(emulator, userId, isNew));
  });

  routes.post('/api/v1/passwordless/link', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'email');
    const { userId } = await requireUser(c, emulator);
    const input = await body(c, VerifyEmailInput);
    const address = input.email.toLowerCase();
    checkCode(emulator, 'email', address, input.code);
    linkAccount(emulator, userId, 'email', address);
    return c.json(userJson(emulator, userId));
  });

  routes.post('/api/v1/passwordless/update', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'email');
    const { userId } = await requireUser(c, emulator);
    const input = await body(c, UpdateEmailInput);
    const from = input.oldAddress.toLowerCase();
    const to = input.newAddress.toLowerCase();
    // The rules first, so that a refused update does not spend the code sent to the new address.
    checkUpdate(emulator, userId, 'email', from, to);
    checkCode(emulator, 'email', to, input.code);
    updateAccount(emulator, userId, 'email', from, to);
    return c.json(userJson(emulator, userId));
  });

  unlinkRoute(routes, emulator, '/api/v1/passwordless/unlink', UnlinkEmailInput, ({ address }) => [
    'email',
    address.toLowerCase(),
  ]);

  // — SMS: numbers as the provider's schema normalises them —

  routes.post('/api/v1/passwordless_sms/init', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'sms');
    const { phoneNumber } = await body(c, PasswordlessSmsPhoneInput);
    sendCode(emulator, 'sms', phoneNumber);
    return c.json({ success: true });
  });

  routes.post('/api/v1/passwordless_sms/authenticate', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'sms');
    const input = await body(c, AuthenticatePhoneInput);
    checkCode(emulator, 'sms', input.phoneNumber, input.code);
    const { userId, isNew } = findOrCreateUser(emulator, 'phone', input.phoneNumber, input.mode);
    return c.json(await sessionResponse(emulator, userId, isNew));
  });

  routes.post('/api/v1/passwordless_sms/link', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'sms');
    const { userId } = await requireUser(c, emulator);
    const input = await body(c, VerifyPhoneInput);
    checkCode(emulator, 'sms', input.phoneNumber, input.code);
    linkAccount(emulator, userId, 'phone', input.phoneNumber);
    return c.json(userJson(emulator, userId));
  });

  routes.post('/api/v1/passwordless_sms/update', async (c) => {
    requireApp(c, config);
    requireMethod(config, 'sms');
    const { userId } = await requireUser(c, emulator);
    const input = await body(c, UpdatePhoneInput);
    checkUpdate(emulator, userId, 'phone', input.old_phone_number, input.new_phone_number);
    checkCode(emulator, 'sms', input.new_phone_number, input.code);
    updateAccount(emulator, userId, 'phone', input.old_phone_number, input.new_phone_number);
    return c.json(userJson(emulator, userId));
  });

  unlinkRoute(routes, emulator, '/api/v1/passwordless_sms/unlink', UnlinkPhoneInput, ({ phoneNumber }) => [
    'phone',
    phoneNumber,
  ]);

  return routes;
}
