/**
 * Server-side embedded wallets through the provider's wallet API: create, sign (Ethereum and Solana), send,
 * and the refusals. Every signature is checked with viem or Ed25519, every answer against the provider's schemas.
 * Imported and sealed keys, on-device wallets and generated requests: wallets-frame.test.ts.
 */
import { AuthenticatedUser, User, WalletApiRpcResponse, WalletResponse } from '@privy-io/public-api';
import {
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as solanaAddress,
} from '@solana/kit';
import {
  keccak256,
  parseTransaction,
  recoverAddress,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { ed25519Verify } from '../setup/ed25519';
import { APP, clock, config, create, emulator, me, relay, resetClock, rpc, type Serialized, sorted } from './helpers';

beforeEach(resetClock);

describe('server-side wallets (the provider wallet API)', () => {
  it('creates Ethereum and Solana wallets, idempotently, listed as the user’s embedded wallet accounts', async () => {
    const e = await emulator();
    const { token, refresh_token } = await e.login();
    const eth = await create(e, token, 'ethereum', { 'privy-idempotency-key': 'key-1' });
    expect(eth.status).toBe(200);
    expect(WalletResponse.safeParse(eth.body).error).toBeUndefined();
    expect(eth.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const again = await create(e, token, 'ethereum', { 'privy-idempotency-key': 'key-1' });
    expect(again.body.id).toBe(eth.body.id);
    const sol = await create(e, token, 'solana');
    expect(WalletResponse.safeParse(sol.body).error).toBeUndefined();
    expect(getBase58Encoder().encode(sol.body.address)).toHaveLength(32);
    const second = await create(e, token, 'ethereum');
    expect(second.body.id).not.toBe(eth.body.id);

    const user = await me(e, token);
    expect(User.safeParse(user).error).toBeUndefined();
    const wallets = user.linked_accounts.filter((a) => a.type === 'wallet');
    expect(wallets).toEqual([
      expect.objectContaining({
        id: eth.body.id,
        address: eth.body.address,
        chain_type: 'ethereum',
        chain_id: 'eip155:1',
        wallet_client: 'privy',
        wallet_client_type: 'privy',
        connector_type: 'embedded',
        imported: false,
        delegated: false,
        recovery_method: 'privy-v2',
        wallet_index: 0,
        verified_at: clock.ms / 1000,
        first_verified_at: clock.ms / 1000,
        latest_verified_at: clock.ms / 1000,
      }),
      expect.objectContaining({ id: sol.body.id, chain_type: 'solana', public_key: sol.body.address, wallet_index: 0 }),
      expect.objectContaining({ id: second.body.id, chain_type: 'ethereum', wallet_index: 1 }),
    ]);
    // The inbox page lists each user's wallets with their chain type.
    const inbox = await (await e.app.request('/_emulator')).text();
    expect(inbox).toContain(`ethereum <code>${eth.body.address}</code> (index 0)`);
    expect(inbox).toContain(`solana <code>${sol.body.address}</code> (index 0)`);
    expect(inbox).toContain(`ethereum <code>${second.body.address}</code> (index 1)`);
    // The session refresh the SDK makes after creating one carries the wallets too, schema-valid.
    const refreshed = (await (await e.post('/api/v1/sessions', { refresh_token })).json()) as typeof user & {
      user: typeof user;
    };
    expect(AuthenticatedUser.safeParse(refreshed).error).toBeUndefined();
    expect(refreshed.user.linked_accounts.filter((a) => a.type === 'wallet')).toEqual(wallets);
  });

  it('signs with each Ethereum method; every signature recovers to the wallet', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const { body: wallet } = await create(e, token, 'ethereum');
    const address = wallet.address as `0x${string}`;
    const call = async (body: Record<string, unknown>) => {
      const res = await rpc(e, token, wallet.id, { chain_type: 'ethereum', ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(WalletApiRpcResponse.safeParse(res.body).error).toBeUndefined();
      return res.body.data;
    };

    const utf8 = await call({ method: 'personal_sign', params: { message: 'Hello Sigil', encoding: 'utf-8' } });
    expect(await verifyMessage({ address, message: 'Hello Sigil', signature: utf8.signature })).toBe(true);
    const hex = await call({ method: 'personal_sign', params: { message: 'cafe', encoding: 'hex' } });
    expect(await verifyMessage({ address, message: { raw: '0xcafe' }, signature: hex.signature })).toBe(true);

    const typed = {
      domain: { name: 'Sigil', version: '1', chainId: 84532 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'Hello' },
      primary_type: 'Mail',
    };
    const typedSig = await call({ method: 'eth_signTypedData_v4', params: { typed_data: typed } });
    expect(
      await verifyTypedData({
        address,
        domain: typed.domain,
        types: typed.types,
        primaryType: 'Mail',
        message: typed.message,
        signature: typedSig.signature,
      }),
    ).toBe(true);

    const tx = {
      to: '0x000000000000000000000000000000000000dEaD',
      chain_id: 84532,
      nonce: 0,
      value: '0xde0b6b3a7640000',
      gas_limit: 21000,
      max_fee_per_gas: '0x3b9aca00',
      max_priority_fee_per_gas: '0x1',
      type: 2,
    };
    const signedTx = await call({ method: 'eth_signTransaction', params: { transaction: tx } });
    expect(signedTx.encoding).toBe('rlp');
    const parsed = parseTransaction(signedTx.signed_transaction);
    expect(parsed).toMatchObject({
      to: tx.to.toLowerCase(),
      chainId: 84532,
      value: 10n ** 18n,
      gas: 21000n,
      type: 'eip1559',
    });
    expect(await recoverTransactionAddress({ serializedTransaction: signedTx.signed_transaction as Serialized })).toBe(
      address,
    );

    const hash = keccak256(toHex('raw hash'));
    const raw = await call({ method: 'secp256k1_sign', params: { hash } });
    expect(await recoverAddress({ hash, signature: raw.signature })).toBe(address);
  });

  it('signs Solana messages and wire transactions with Ed25519; sending is refused, nothing pretends', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const { body: wallet } = await create(e, token, 'solana');
    const message = new TextEncoder().encode('Hello Solana');
    const signed = await rpc(e, token, wallet.id, {
      chain_type: 'solana',
      method: 'signMessage',
      params: { message: Buffer.from(message).toString('base64'), encoding: 'base64' },
    });
    expect(signed.status).toBe(200);
    expect(WalletApiRpcResponse.safeParse(signed.body).error).toBeUndefined();
    expect(ed25519Verify(wallet.address, message, Buffer.from(signed.body.data.signature, 'base64'))).toBe(true);

    const transaction = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(solanaAddress(wallet.address), m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 0n },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          {
            programAddress: solanaAddress('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
            data: new Uint8Array([1, 2]),
          },
          m,
        ),
      compileTransaction,
    );
    const wire = Buffer.from(getTransactionEncoder().encode(transaction)).toString('base64');
    const signedTx = await rpc(e, token, wallet.id, {
      chain_type: 'solana',
      method: 'signTransaction',
      params: { transaction: wire, encoding: 'base64' },
    });
    expect(signedTx.status).toBe(200);
    expect(WalletApiRpcResponse.safeParse(signedTx.body).error).toBeUndefined();
    const decoded = getTransactionDecoder().decode(Buffer.from(signedTx.body.data.signed_transaction, 'base64'));
    const signature = decoded.signatures[solanaAddress(wallet.address)];
    expect(signature).toBeTruthy();
    expect(ed25519Verify(wallet.address, new Uint8Array(decoded.messageBytes), signature as Uint8Array)).toBe(true);

    const send = await rpc(e, token, wallet.id, {
      chain_type: 'solana',
      method: 'signAndSendTransaction',
      caip2: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      params: { transaction: wire, encoding: 'base64' },
    });
    expect(send.status).toBe(400);
    expect(send.body.error).toMatch(/no Solana cluster/);
  });

  it('sends Ethereum transactions only when sponsored and only to a chain it has an RPC for', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const { body: wallet } = await create(e, token, 'ethereum');
    const send = (sponsor?: boolean) =>
      rpc(e, token, wallet.id, {
        chain_type: 'ethereum',
        method: 'eth_sendTransaction',
        caip2: 'eip155:84532',
        params: { transaction: { to: '0x000000000000000000000000000000000000dEaD', value: 1 } },
        ...(sponsor === undefined ? {} : { sponsor }),
      });
    const unsponsored = await send();
    expect(unsponsored.status).toBe(400);
    expect(unsponsored.body.error).toMatch(/only when sponsored/);
    const noChain = await send(true);
    expect(noChain.status).toBe(400);
    expect(noChain.body.error).toMatch(/no RPC for eip155:84532/);
  });

  it('refuses another user’s wallet, unsigned or mis-signed requests, and garbage', async () => {
    const e = await emulator();
    const ada = await e.login();
    const eve = await e.login('eve@example.com');
    const { body: wallet } = await create(e, ada.token, 'ethereum');
    const body = { chain_type: 'ethereum', method: 'personal_sign', params: { message: 'hi', encoding: 'utf-8' } };

    // Eve, signed in, names Ada's wallet: not found, as if it did not exist.
    expect((await rpc(e, eve.token, wallet.id, body)).status).toBe(404);
    const read = await e.app.request(`/api/v1/wallets/${wallet.id}`, {
      headers: { ...APP, authorization: `Bearer ${eve.token}` },
    });
    expect(read.status).toBe(404);
    // No signature, or a signature over another body, or an expired request.
    const unsigned = await e.post(`/api/v1/wallets/${wallet.id}/rpc`, body, { authorization: `Bearer ${ada.token}` });
    expect(unsigned.status).toBe(401);
    const tampered = await rpc(e, ada.token, wallet.id, body, {
      ...body,
      params: { message: 'other', encoding: 'utf-8' },
    });
    expect(tampered.status).toBe(401);
    // Eve's signer signs Ada's request: still refused (the signature is not Ada's signer's).
    const url = `http://localhost/api/v1/wallets/${wallet.id}/rpc`;
    const expiry = String(clock.ms + 60_000);
    const payload = {
      version: 1,
      url,
      method: 'POST',
      headers: { 'privy-app-id': config.appId, 'privy-request-expiry': expiry },
      body,
    };
    const evesSignature = await relay(e, eve.token, 'privy:user-signer:sign', {
      message: Buffer.from(JSON.stringify(sorted(payload))).toString('base64'),
    });
    const forged = await e.post(url, body, {
      authorization: `Bearer ${ada.token}`,
      'privy-authorization-signature': String(evesSignature.body.data.signature),
      'privy-request-expiry': expiry,
    });
    expect(forged.status).toBe(401);
    const expired = await e.post(url, body, {
      authorization: `Bearer ${ada.token}`,
      'privy-authorization-signature': String(evesSignature.body.data.signature),
      'privy-request-expiry': String(clock.ms - 1),
    });
    expect(expired.status).toBe(401);

    for (const garbage of [
      { chain_type: 'bitcoin' },
      { chain_type: 'ethereum', owner_id: 'x' },
      { chain_type: 'ethereum', policy_ids: ['abc'] },
      'not json',
      {},
    ]) {
      const res = await e.post('/api/v1/wallets', garbage, { authorization: `Bearer ${ada.token}` });
      expect(res.status, JSON.stringify(garbage)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const garbage of [
      { chain_type: 'ethereum', method: 'personal_sign', params: { message: 'zz', encoding: 'hex' } },
      { chain_type: 'ethereum', method: 'secp256k1_sign', params: { hash: '0x1234' } },
      {
        chain_type: 'ethereum',
        method: 'eth_signTypedData_v4',
        params: {
          typed_data: { domain: {}, types: { A: [{ name: 'x', type: 'nope' }] }, message: { x: 1 }, primary_type: 'A' },
        },
      },
      {
        chain_type: 'ethereum',
        method: 'eth_signTransaction',
        params: { transaction: { from: '0x000000000000000000000000000000000000dEaD' } },
      },
      { chain_type: 'solana', method: 'signMessage', params: { message: 'aGk=', encoding: 'base64' } },
      { chain_type: 'ethereum', method: 'no_such_method', params: {} },
    ]) {
      const res = await rpc(e, ada.token, wallet.id, garbage);
      expect(res.status, JSON.stringify(garbage)).toBe(400);
    }
    const badId = await e.post('/api/v1/wallets/..%2F..%2Fx/rpc', body, { authorization: `Bearer ${ada.token}` });
    expect(badId.status).toBe(404);
    // Without a session nothing happens at all.
    expect((await create(e, 'not-a-token', 'ethereum')).status).toBe(401);
  });
});
