import { FarcasterSignerInitInput } from '@privy-io/public-api';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { WalletEmulator } from '../context';
import { signerApprovalPage, signerDecidedPage, signerRequestsPage } from '../farcaster-signer/pages';
import { APPROVAL_PATH, farcasterAccount, pendingSignerRequests, statusResponse } from '../farcaster-signer/service';
import { ApiError, jsonBody, requireApp, validate } from '../http';
import { requireUser } from '../sessions';
import type { FarcasterSignerRow } from '../store/farcaster-signers';

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
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiError(400, 'Malformed form body', 'invalid_data');
  }
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
 * The Farcaster signer's routes (issue 13): the status the provider's modal polls every 2 s, and the emulated
 * Farcaster app's approval page (the `signer_approval_url`) with its JSON twin and the list of waiting requests
 * (development pages, behind the dev guard `createEmulatorApp` mounts on `/_emulator/*`).
 */
export function farcasterSignerRoutes(emulator: WalletEmulator) {
  const { config, repo, now } = emulator;
  const routes = new Hono();

  /** `POST /api/v1/farcaster/signer/status {ed25519_public_key}`: the caller's own signer only (else 404). */
  routes.post('/api/v1/farcaster/signer/status', async (c) => {
    requireApp(c, config);
    const { userId } = await requireUser(c, emulator);
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
    const signer = repo.farcasterSigners.byPublicKey(input.ed25519_public_key.toLowerCase());
    if (!signer || signer.user_id !== userId) {
      throw new ApiError(404, 'No Farcaster signer of this user has this public key', 'not_found');
    }
    return c.json(statusResponse(signer));
  });

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

  routes.get(APPROVAL_PATH, (c) => {
    const signer = requestByToken(c.req.query('token'));
    return c.html(signerApprovalPage(config, signer, usernameOf(signer), now()));
  });

  /**
   * Approve or Reject, once: a form from the approval page (answered with a page) or `{token, decision}` as JSON
   * (answered with the signer's status). A request already answered is a 409, an expired one a 410.
   */
  routes.post(APPROVAL_PATH, async (c) => {
    const { json, input } = await decisionInput(c);
    const decided = repo.farcasterSigners.decide(input.token, input.decision, now());
    switch (decided.outcome) {
      case 'unknown':
        throw new ApiError(404, 'Unknown Farcaster signer request', 'not_found');
      case 'answered':
        throw new ApiError(409, 'This signer request has already been answered', 'invalid_data');
      case 'expired':
        throw new ApiError(410, 'This signer request has expired', 'invalid_data');
      case 'unlinked':
        throw new ApiError(409, 'The Farcaster account is no longer linked to this user', 'invalid_data');
    }
    if (json) return c.json(statusResponse(decided.row));
    return c.html(signerDecidedPage(decided.row.status === 'approved'));
  });

  routes.get('/_emulator/farcaster/signers', (c) =>
    c.html(signerRequestsPage(config, pendingSignerRequests(emulator))),
  );
  routes.get('/_emulator/farcaster/signers.json', (c) => c.json({ signers: pendingSignerRequests(emulator) }));

  return routes;
}
