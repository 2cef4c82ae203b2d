import { FarcasterSignerInitInput } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { type AuthEnv, authGuards } from '../http/auth';
import { parsedForm } from '../http/forms';
import { ApiError, jsonBody, validate } from '../http/request';
import type { FarcasterSignerRow } from '../store/farcaster-signers';
import { signerApprovalPage, signerDecidedPage, signerRequestsPage } from './pages';
import {
  decideSignerRequest,
  farcasterAccount,
  ownSignerStatus,
  pendingSignerRequests,
  statusResponse,
} from './service';

/** A request's token: what the emulator hands out (32 base64url characters), bounded. */
const Token = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a signer request token');
const Decision = z.object({ token: Token, decision: z.enum(['approve', 'reject']) }).strict();

/** The approval page's form (or its JSON twin), bounded: one text value per field. */
async function decisionInput(c: Context) {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) return { json: true, input: validate(await jsonBody(c), Decision) };
  const form = await parsedForm(c);
  const field = (name: string) => {
    const value = form[name];
    if (value !== undefined && typeof value !== 'string') {
      throw new ApiError(400, `Form field ${name} must be one text value`, 'invalid_data');
    }
    return value?.trim();
  };
  return { json: false, input: validate({ token: field('token'), decision: field('decision') }, Decision) };
}

/**
 * The Farcaster signer's status, which the provider's modal polls every 2 s (mounted at
 * `/api/v1/farcaster/signer`).
 */
export function farcasterSignerRoutes(emulator: WalletEmulator) {
  const guard = authGuards(emulator);
  const routes = new Hono<AuthEnv>();

  /** `POST /status {ed25519_public_key}`: the caller's own signer only (else 404). */
  routes.post('/status', guard.app, guard.user, async (c) => {
    const raw = await jsonBody(c);
    // The schema's optional deadline is a BigInt; JSON carries it as an integer (or a decimal string).
    const deadline = (raw as { deadline?: unknown } | null)?.deadline;
    const bigDeadline =
      (typeof deadline === 'number' && Number.isSafeInteger(deadline)) ||
      (typeof deadline === 'string' && /^[0-9]{1,20}$/.test(deadline))
        ? BigInt(deadline)
        : deadline;
    const input = validate(
      raw && typeof raw === 'object' && deadline !== undefined ? { ...raw, deadline: bigDeadline } : raw,
      FarcasterSignerInitInput,
    );
    return c.json(ownSignerStatus(emulator, c.var.user.userId, input.ed25519_public_key));
  });
  return routes;
}

/**
 * The emulated Farcaster app's approval page (the `signer_approval_url`) with its JSON twin, and the list of
 * waiting requests: development pages, mounted at `/_emulator/farcaster`.
 */
export function signerApprovalRoutes(emulator: WalletEmulator) {
  const { config, repo, now } = emulator;
  const routes = new Hono();

  const requestByToken = (token: string | undefined): FarcasterSignerRow => {
    const parsed = Token.safeParse(token);
    const signer = parsed.success ? repo.farcasterSigners.byToken(parsed.data) : undefined;
    if (!signer) throw new ApiError(404, 'Unknown Farcaster signer request', 'not_found');
    return signer;
  };
  const usernameOf = (signer: FarcasterSignerRow) => {
    const account = farcasterAccount(emulator, signer.user_id);
    return account?.fid === signer.fid ? account.username : null;
  };

  routes.get('/signer', (c) => {
    const signer = requestByToken(c.req.query('token'));
    return c.html(signerApprovalPage(config, signer, usernameOf(signer), now()));
  });

  /**
   * Approve or Reject, once: a form from the approval page (answered with a page) or `{token, decision}` as JSON
   * (answered with the signer's status). A request already answered is a 409, an expired one a 410.
   */
  routes.post('/signer', async (c) => {
    const { json, input } = await decisionInput(c);
    const row = decideSignerRequest(emulator, input.token, input.decision);
    if (json) return c.json(statusResponse(row));
    return c.html(signerDecidedPage(row.status === 'approved'));
  });

  routes.get('/signers', (c) => c.html(signerRequestsPage(config, pendingSignerRequests(emulator))));
  routes.get('/signers.json', (c) => c.json({ signers: pendingSignerRequests(emulator) }));

  return routes;
}
