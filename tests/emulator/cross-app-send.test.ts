/**
 * `eth_sendTransaction` approved on a provider app's transact page (cross-app signing) when the emulator runs a
 * chain: a real anvil for this file; the provider-app user's wallet is funded from anvil's first development
 * account, the approved transaction is signed with that user's key, broadcast and mined.
 */
import { createPublicClient, createWalletClient, type Hash, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { anvilForFile } from '../setup/anvil';
import { clock, emulator, resetClock } from './helpers';

const anvil = anvilForFile({ chainId: 84532 });
beforeEach(resetClock);

const ORBIT = 'orbitgamesdemoprovider001';
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
/** anvil's first development account (its well-known key): it funds the wallet. */
const FUNDER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const RECIPIENT = '0x000000000000000000000000000000000000bEEF';

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

describe('cross-app eth_sendTransaction on the local chain', () => {
  it('sends from the provider-app user’s wallet once approved, and posts the hash', async () => {
    const e = await emulator({}, { chain: { chainId: anvil.chainId, rpcUrl: anvil.rpcUrl } });
    await e.post('/api/v1/oauth/init', {
      provider: `privy:${ORBIT}`,
      redirect_to: 'http://localhost:5173/',
      code_challenge: CHALLENGE,
      state_code: 'state-1',
    });
    const consent = await e.app.request(
      `/_emulator/apps/${ORBIT}/oauth/authorize`,
      form({ state: 'state-1', decision: 'allow', account: 'ada@orbit.example' }),
    );
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('privy_oauth_code');
    const session = (await (
      await e.post('/api/v1/oauth/authenticate', {
        authorization_code: code,
        state_code: 'state-1',
        code_verifier: VERIFIER,
        mode: 'login-or-sign-up',
      })
    ).json()) as {
      user: { linked_accounts: { type: string; embedded_wallets?: { address: `0x${string}` }[] }[] };
      oauth_tokens: { access_token: string };
    };
    const wallet = session.user.linked_accounts.find((a) => a.type === 'cross_app')?.embedded_wallets?.[0]
      ?.address as `0x${string}`;
    const chain = createPublicClient({ transport: http(anvil.rpcUrl) });
    const funder = createWalletClient({ account: FUNDER, transport: http(anvil.rpcUrl) });
    await chain.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: wallet, value: parseEther('1'), chain: null }),
    });
    const before = await chain.getBalance({ address: RECIPIENT });

    const request = JSON.stringify({
      content: {
        request: {
          request: {
            method: 'eth_sendTransaction',
            params: [{ to: RECIPIENT, value: '0x2386f26fc10000', chainId: anvil.chainId }],
            chainId: anvil.chainId,
          },
        },
      },
      timestamp: clock.ms,
      callbackUrl: 'http://localhost:5173',
    });
    const res = await e.app.request(
      `/_emulator/apps/${ORBIT}/oauth/transact`,
      form({ token: session.oauth_tokens.access_token, request, decision: 'approve' }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const message = JSON.parse(/window\.opener\.postMessage\((\{.*?\}),/.exec(html)?.[1] ?? 'null') as {
      type: string;
      result: Hash;
    };
    expect(message.type).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE');
    const receipt = await chain.waitForTransactionReceipt({ hash: message.result });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.toLowerCase());
    expect(await chain.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'));

    // Another chain: refused with the reason, nothing sent.
    const elsewhere = request.replaceAll(String(anvil.chainId), '1');
    const refused = await e.app.request(
      `/_emulator/apps/${ORBIT}/oauth/transact`,
      form({ token: session.oauth_tokens.access_token, request: elsewhere, decision: 'approve' }),
    );
    expect(await refused.text()).toContain('Chain 1 is not available in the emulator');
  });
});
