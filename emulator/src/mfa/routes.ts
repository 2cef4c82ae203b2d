import { MfaPasskeyInitInput, MfaSmsInitInput } from '@privy-io/public-api';
import { Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { frameRelayRequest } from '../http/frame-relay';
import { ApiError, body, validate } from '../http/request';
import { requestRelyingParty } from '../passkeys/service';
import { authenticatorCodesPage } from './pages';
import { passkeyVerificationOptions } from './passkey';
import { currentTotpCodes, initEnrollment, submitEnrollment, unenroll, unlinkPasskey, verifyCode } from './service';
import { sendVerificationSms } from './sms';

const Method = z.enum(['sms', 'totp', 'passkey']);
/** What the SDK merges into a request after an MFA prompt: a 6-digit code, or a passkey's authenticator response. */
const MfaFields = {
  mfaMethod: z.string().max(16).optional(),
  mfaCode: z.union([z.string().max(64), z.record(z.unknown())]).optional(),
  relyingParty: z.string().max(2048).optional(),
};
/** A WebAuthn credential id (base64url); the user has at most 5 passkeys. */
const CredentialId = z.string().min(1).max(1024);

const RelayInput = z
  .object({
    event: z.enum([
      'privy:mfa:verify',
      'privy:mfa:init-enrollment',
      'privy:mfa:submit-enrollment',
      'privy:mfa:unenroll',
      'privy:mfa:clear',
      'privy:auth:unlink-passkey',
    ]),
    data: z.object({ accessToken: z.string().min(1).max(4096) }).passthrough(),
  })
  .strict();

type Handler = (emulator: WalletEmulator, userId: string, data: unknown) => unknown;

const handlers: Record<z.output<typeof RelayInput>['event'], Handler> = {
  'privy:mfa:verify': async (emulator, userId, data) => {
    const input = validate(
      data,
      z.object({ ...MfaFields, mfaMethod: z.string().max(16), mfaCode: MfaFields.mfaCode.unwrap() }),
    );
    await verifyCode(emulator, userId, input.mfaMethod, input.mfaCode, input.relyingParty);
    return {};
  },
  'privy:mfa:init-enrollment': (emulator, userId, data) => {
    const input = validate(
      data,
      z.object({ method: Method, phoneNumber: z.string().max(64).optional(), ...MfaFields }),
    );
    return initEnrollment(emulator, userId, input);
  },
  'privy:mfa:submit-enrollment': async (emulator, userId, data) => {
    const input = validate(
      data,
      z.object({
        method: Method,
        code: z.string().max(16).optional(),
        phoneNumber: z.string().max(64).optional(),
        credentialIds: z.array(CredentialId).max(10).optional(),
        removeForLogin: z.boolean().optional(),
        ...MfaFields,
      }),
    );
    await submitEnrollment(emulator, userId, input);
    return {};
  },
  'privy:mfa:unenroll': async (emulator, userId, data) => {
    await unenroll(emulator, userId, validate(data, z.object({ method: Method, ...MfaFields })));
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
  'privy:auth:unlink-passkey': async (emulator, userId, data) => {
    const input = validate(
      data,
      z.object({ credentialId: CredentialId, removeAsMfa: z.boolean().optional(), ...MfaFields }),
    );
    await unlinkPasskey(emulator, userId, input);
    return {};
  },
};

/**
 * Multi-factor verification through the wallet frame (mounted at `/apps/:appId/embedded-wallets/mfa`). The wallet
 * frame (wallets/pages.ts) posts each `privy:mfa:*` event (and
 * `privy:auth:unlink-passkey`, which touches MFA passkeys) here with the access token, and before a wallet event
 * that carries an MFA code (`mfaMethod`, `mfaCode`, `relyingParty`: what the SDK merges after a prompt) it posts
 * that code as `privy:mfa:verify`. Like the wallet relay, only the frame itself (same origin) may call it, for a
 * live session's user. The SDK's own API calls start a verification: `POST /api/v1/mfa/passwordless_sms/init`
 * (`{action: 'verify'}` sends a code to the enrolled number; `{action: 'enroll', phoneNumber}` starts an SMS
 * enrolment) and `POST /api/v1/mfa/passkeys/init` (`{options}` for the MFA passkeys). `/_emulator/mfa` (and
 * `.json`) lists the current authenticator code of each enrolled user and the MFA codes sent by SMS (test users
 * only: the emulator has no others).
 */
export function mfaFrameRoutes(emulator: WalletEmulator) {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const {
      userId,
      input: { event, data },
    } = await frameRelayRequest(c, emulator, RelayInput);
    return c.json({ data: await handlers[event](emulator, userId, data) });
  });
  return routes;
}

/** The SDK's own calls that start a verification (mounted at `/api/v1/mfa`). */
export function mfaRoutes(emulator: WalletEmulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();
  routes.post('/passwordless_sms/init', guard.app, guard.user, async (c) => {
    const { userId } = c.var.user;
    const input = await body(c, MfaSmsInitInput);
    if (input.action === 'verify') sendVerificationSms(emulator, userId);
    else await initEnrollment(emulator, userId, { method: 'sms', phoneNumber: input.phoneNumber });
    return c.json({ success: true });
  });

  routes.post('/passkeys/init', guard.app, guard.user, async (c) => {
    await body(c, MfaPasskeyInitInput);
    const rp = requestRelyingParty(c.req.header('origin'), c.req.header('referer'));
    return c.json({ options: await passkeyVerificationOptions(emulator, c.var.user.userId, rp) });
  });
  return routes;
}

/** The current authenticator codes and the MFA codes sent by SMS (development pages, mounted at `/_emulator`). */
export function mfaCodesRoutes(emulator: WalletEmulator) {
  const { config, repo } = emulator;
  const routes = new Hono();

  const inbox = () => ({
    totp: currentTotpCodes(emulator, 200),
    sms: repo.mfa.sentSmsCodes(200).map((m) => ({
      to: m.destination,
      code: m.code,
      sentAt: new Date(m.sent_at).toISOString(),
    })),
  });
  routes.get('/mfa.json', (c) => c.json(inbox()));
  routes.get('/mfa', (c) => c.html(authenticatorCodesPage(inbox(), config)));
  return routes;
}
