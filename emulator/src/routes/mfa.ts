import { Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { ApiError, validate } from '../http';
import { authenticatorCodesPage } from '../inbox';
import { currentTotpCodes, initEnrollment, submitEnrollment, unenroll, verifyCode } from '../mfa/service';
import { frameRelayRequest } from './shared';

const Method = z.enum(['sms', 'totp', 'passkey']);
/** What the SDK merges into a request after an MFA prompt: a 6-digit code, or a passkey's authenticator response. */
const MfaFields = {
  mfaMethod: z.string().max(16).optional(),
  mfaCode: z.union([z.string().max(64), z.record(z.unknown())]).optional(),
  relyingParty: z.string().max(2048).optional(),
};

const RelayInput = z
  .object({
    event: z.enum([
      'privy:mfa:verify',
      'privy:mfa:init-enrollment',
      'privy:mfa:submit-enrollment',
      'privy:mfa:unenroll',
      'privy:mfa:clear',
    ]),
    data: z.object({ accessToken: z.string().min(1).max(4096) }).passthrough(),
  })
  .strict();

type Handler = (emulator: WalletEmulator, userId: string, data: unknown) => unknown;

const handlers: Record<z.output<typeof RelayInput>['event'], Handler> = {
  'privy:mfa:verify': (emulator, userId, data) => {
    const input = validate(
      data,
      z.object({ ...MfaFields, mfaMethod: z.string().max(16), mfaCode: MfaFields.mfaCode.unwrap() }),
    );
    verifyCode(emulator, userId, input.mfaMethod, input.mfaCode);
    return {};
  },
  'privy:mfa:init-enrollment': (emulator, userId, data) => {
    const input = validate(
      data,
      z.object({ method: Method, phoneNumber: z.string().max(32).optional(), ...MfaFields }),
    );
    return initEnrollment(emulator, userId, input);
  },
  'privy:mfa:submit-enrollment': (emulator, userId, data) => {
    const input = validate(data, z.object({ method: Method, code: z.string().max(16).optional(), ...MfaFields }));
    submitEnrollment(emulator, userId, input);
    return {};
  },
  'privy:mfa:unenroll': (emulator, userId, data) => {
    unenroll(emulator, userId, validate(data, z.object({ method: Method, ...MfaFields })));
    return {};
  },
  'privy:mfa:clear': (emulator, userId, data) => {
    const { userId: named } = validate(data, z.object({ userId: z.string().max(128).optional() }));
    if (named !== undefined && named !== userId) {
      throw new ApiError(403, "A session cannot clear another user's verification", 'invalid_data');
    }
    emulator.repo.mfa.clear(userId);
    return {};
  },
};

/**
 * Multi-factor verification, as the wallet frame speaks it: the frame page (iframe.ts) posts each `privy:mfa:*`
 * event here with the access token, and before a wallet event that carries an MFA code (`mfaMethod`, `mfaCode`:
 * what the SDK merges after a prompt) it posts that code as `privy:mfa:verify`. Like the wallet relay, only the
 * frame itself (same origin) may call it, for a live session's user. `/_emulator/mfa` (and `.json`) lists the current
 * authenticator code of each enrolled user (test users only: the emulator has no others).
 */
export function mfaRoutes(emulator: WalletEmulator) {
  const { config } = emulator;
  const routes = new Hono();
  routes.post('/apps/:appId/embedded-wallets/mfa', async (c) => {
    const {
      userId,
      input: { event, data },
    } = await frameRelayRequest(c, emulator, RelayInput);
    return c.json({ data: handlers[event](emulator, userId, data) });
  });
  routes.get('/_emulator/mfa.json', (c) => c.json({ totp: currentTotpCodes(emulator, 200) }));
  routes.get('/_emulator/mfa', (c) => c.html(authenticatorCodesPage(currentTotpCodes(emulator, 200), config)));
  return routes;
}
