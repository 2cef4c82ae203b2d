/**
 * Embedded wallets in the emulator: server-side wallets through the provider's wallet API and
 * on-device wallets through the wallet frame's relay. Every signature is checked with viem or Ed25519, every answer
 * against the provider's schemas, and the keys are looked for on disk.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppResponseSchema, AuthenticatedUser, User, WalletApiRpcResponse, WalletResponse } from '@privy-io/public-api';
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
import fc from 'fast-check';
import {
  keccak256,
  parseTransaction,
  recoverAddress,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/src/app';
import { EmulatorConfigSchema } from '../../emulator/src/config';
import { Store } from '../../emulator/src/store/database';
import { migrate } from '../../emulator/src/store/schema';
import { TokenService } from '../../emulator/src/tokens';
import { ed25519Verify } from '../setup/ed25519';
import {
  APP,
  clock,
  config,
  create,
  type Emulated,
  emulator,
  me,
  relay,
  resetClock,
  rpc,
  type Serialized,
  sorted,
} from './helpers';

beforeEach(resetClock);

/** What the wallet routes answer, read loosely (each test checks the schema first). */
const ON_DEVICE = { embeddedWallets: { mode: 'legacy-embedded-wallets-only' } };

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

  it('imports a private key through the frame (a server-side wallet, marked imported)', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const key = generatePrivateKey();
    const imported = await relay(e, token, 'privy:wallets:import', {
      privateKey: key,
      chainType: 'ethereum',
      mode: 'tee',
    });
    expect(imported.status).toBe(200);
    expect(imported.body.data.address).toBe(privateKeyToAccount(key).address);
    const account = (await me(e, token)).linked_accounts.find((a) => a.address === imported.body.data.address);
    expect(account).toMatchObject({ imported: true, recovery_method: 'privy-v2', wallet_index: 0 });
    // The same key again, or not a key: refused.
    expect((await relay(e, token, 'privy:wallets:import', { privateKey: key, chainType: 'ethereum' })).status).toBe(
      400,
    );
    expect(
      (await relay(e, token, 'privy:wallets:import', { privateKey: '0x1234', chainType: 'ethereum' })).status,
    ).toBe(400);
    // It signs like any other.
    const signed = await rpc(e, token, String(account?.id), {
      chain_type: 'ethereum',
      method: 'personal_sign',
      params: { message: 'imported', encoding: 'utf-8' },
    });
    expect(
      await verifyMessage({
        address: privateKeyToAccount(key).address,
        message: 'imported',
        signature: signed.body.data.signature,
      }),
    ).toBe(true);
  });

  it('keeps private keys sealed at rest: no key in the database files, in any encoding', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sigil-wallets-'));
    try {
      const cfg = EmulatorConfigSchema.parse({});
      const store = await Store.open(dir, { migrate });
      const tokens = await TokenService.create(dir, cfg.appId);
      const app = createEmulatorApp({ config: cfg, store, tokens, now: () => clock.ms });
      const e = {
        app,
        post: (url: string, body: unknown, headers: Record<string, string> = {}) =>
          app.request(url, { method: 'POST', headers: { ...APP, ...headers }, body: JSON.stringify(body) }),
      } as unknown as Emulated;
      await e.post('/api/v1/passwordless/init', { email: 'keys@example.com' });
      const inbox = (await (await app.request('/_emulator/inbox.json')).json()) as { messages: { code: string }[] };
      const session = (await (
        await e.post('/api/v1/passwordless/authenticate', {
          email: 'keys@example.com',
          code: inbox.messages[0]?.code,
          mode: 'login-or-sign-up',
        })
      ).json()) as { token: string };
      const ethKey = generatePrivateKey();
      const solSeed = new Uint8Array(32).fill(7);
      expect(
        (await relay(e, session.token, 'privy:wallets:import', { privateKey: ethKey, chainType: 'ethereum' })).status,
      ).toBe(200);
      const solKey = (await import('@solana/kit')).getBase58Decoder().decode(solSeed);
      expect(
        (await relay(e, session.token, 'privy:wallets:import', { privateKey: solKey, chainType: 'solana' })).status,
      ).toBe(200);
      store.close();
      const files = readdirSync(dir).filter((f) => f.startsWith('emulator.'));
      expect(files.length).toBeGreaterThan(0);
      const disk = Buffer.concat(files.map((f) => readFileSync(path.join(dir, f))));
      for (const secret of [Buffer.from(ethKey.slice(2), 'hex'), Buffer.from(solSeed)]) {
        for (const form of [
          secret,
          Buffer.from(secret.toString('hex')),
          Buffer.from(secret.toString('base64')),
          Buffer.from(secret.toString('base64url')),
        ]) {
          expect(disk.includes(form)).toBe(false);
        }
      }
      expect(disk.includes(Buffer.from(solKey))).toBe(false);
      // The wallet key itself is kept beside the token signing key, owner-only.
      expect(readdirSync(dir)).toEqual(expect.arrayContaining(['wallet-key.bin', 'signing-key.json']));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('on-device wallets (the wallet frame relay)', () => {
  it('creates, adds, connects and signs through the frame; accounts recover with privy', async () => {
    const e = await emulator(ON_DEVICE);
    const { token } = await e.login();
    const app = await (await e.app.request(`/api/v1/apps/${config.appId}`, { headers: APP })).json();
    expect(AppResponseSchema.safeParse(app).error).toBeUndefined();
    expect(app.embedded_wallet_config.mode).toBe('legacy-embedded-wallets-only');

    // The API refuses: this app keeps keys on device.
    expect((await create(e, token, 'ethereum')).status).toBe(400);

    const eth = await relay(e, token, 'privy:wallet:create', { solanaAddress: undefined });
    expect(eth.status).toBe(200);
    const address = eth.body.data.address as `0x${string}`;
    expect((await relay(e, token, 'privy:wallet:create')).status).toBe(400);
    const sol = await relay(e, token, 'privy:solana-wallet:create', { ethereumAddress: address });
    const publicKey = String(sol.body.data.publicKey);
    const added = await relay(e, token, 'privy:wallets:add', {
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
      chainType: 'ethereum',
      hdWalletIndex: 1,
    });
    expect(added.status).toBe(200);
    expect(
      (await relay(e, token, 'privy:wallets:add', { entropyId: address, chainType: 'ethereum', hdWalletIndex: 5 }))
        .status,
    ).toBe(400);
    expect(
      (
        await relay(e, token, 'privy:wallets:connect', {
          entropyId: address,
          entropyIdVerifier: 'ethereum-address-verifier',
        })
      ).body.data,
    ).toEqual({ entropyId: address });

    const user = await me(e, token);
    expect(User.safeParse(user).error).toBeUndefined();
    expect(user.linked_accounts.filter((a) => a.type === 'wallet')).toEqual([
      expect.objectContaining({ id: null, address, chain_type: 'ethereum', wallet_index: 0, recovery_method: 'privy' }),
      expect.objectContaining({
        id: null,
        address: publicKey,
        chain_type: 'solana',
        wallet_index: 0,
        recovery_method: 'privy',
      }),
      expect.objectContaining({ id: null, address: added.body.data.address, chain_type: 'ethereum', wallet_index: 1 }),
    ]);

    const sign = await relay(e, token, 'privy:wallets:rpc', {
      request: { method: 'personal_sign', params: [toHex('on device'), address] },
      chainType: 'ethereum',
      hdWalletIndex: 0,
      entropyId: address,
      entropyIdVerifier: 'ethereum-address-verifier',
    });
    expect(sign.status).toBe(200);
    expect(sign.body.data).toMatchObject({ address, chainType: 'ethereum', response: { method: 'personal_sign' } });
    const signature = (sign.body.data.response as { data: `0x${string}` }).data;
    expect(await verifyMessage({ address, message: 'on device', signature })).toBe(true);

    const second = await relay(e, token, 'privy:wallets:rpc', {
      request: {
        method: 'eth_signTransaction',
        params: [{ to: address, chainId: 84532, nonce: 1, gasLimit: '0x5208', gasPrice: '0x1', type: 0 }],
      },
      chainType: 'ethereum',
      hdWalletIndex: 1,
      entropyId: address,
    });
    expect(second.status).toBe(200);
    const serializedTransaction = (second.body.data.response as { data: `0x${string}` }).data;
    expect(
      await recoverTransactionAddress({
        serializedTransaction: serializedTransaction as Serialized,
      }),
    ).toBe(added.body.data.address);

    const message = Buffer.from('solana on device');
    const solSign = await relay(e, token, 'privy:wallets:rpc', {
      request: { method: 'signMessage', params: { message: message.toString('base64') } },
      chainType: 'solana',
      hdWalletIndex: 0,
      entropyId: address,
    });
    expect(solSign.status).toBe(200);
    const solSignature = (solSign.body.data.response as { data: { signature: string } }).data.signature;
    expect(ed25519Verify(publicKey, message, Buffer.from(solSignature, 'base64'))).toBe(true);
  });

  it('answers only a live session of the wallet’s own user, only from the frame’s origin', async () => {
    const e = await emulator(ON_DEVICE);
    const ada = await e.login();
    const eve = await e.login('eve@example.com');
    const { body } = await relay(e, ada.token, 'privy:wallet:create');
    const address = String(body.data.address);
    // Eve names Ada's entropy: not hers.
    expect((await relay(e, eve.token, 'privy:wallets:connect', { entropyId: address })).status).toBe(404);
    expect((await relay(e, 'forged', 'privy:wallet:create')).status).toBe(401);
    const crossSite = await e.app.request(`/apps/${config.appId}/embedded-wallets/relay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ event: 'privy:wallet:connect', data: { accessToken: ada.token } }),
    });
    expect(crossSite.status).toBe(403);
    expect((await relay(e, ada.token, 'privy:mfa:verify')).status).toBe(400);
    expect((await relay(e, ada.token, 'constructor')).status).toBe(400);
  });
});

describe('hostile requests to the wallet routes', () => {
  it('never get a 5xx: generated bodies, events and headers with a live session and real wallets', async () => {
    const e = await emulator();
    const { token } = await e.login();
    const eth = (await create(e, token, 'ethereum')).body;
    const sol = (await create(e, token, 'solana')).body;
    const junk = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.constant(null),
      fc.constantFrom('0x', '0xzz', `0x${'f'.repeat(64)}`, 'aGk=', '!!', eth.address, sol.address, 'eip155:1', '-1'),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    );
    const method = fc.constantFrom(
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_signTransaction',
      'eth_sendTransaction',
      'secp256k1_sign',
      'eth_sign7702Authorization',
      'signMessage',
      'signTransaction',
      'signAndSendTransaction',
      'exportPrivateKey',
      'eth_sign',
    );
    const rpcBody = fc.record(
      {
        chain_type: fc.oneof(fc.constantFrom('ethereum', 'solana'), junk),
        method,
        caip2: fc.oneof(fc.constantFrom('eip155:84532', 'solana:x'), junk),
        sponsor: fc.boolean(),
        params: fc.oneof(
          junk,
          fc.record(
            {
              message: junk,
              encoding: fc.constantFrom('utf-8', 'hex', 'base64', 'x'),
              hash: junk,
              transaction: fc.oneof(
                junk,
                fc.dictionary(fc.constantFrom('to', 'value', 'nonce', 'chain_id', 'type', 'data', 'from'), junk),
              ),
              typed_data: fc.oneof(junk, fc.record({ domain: junk, types: junk, message: junk, primary_type: junk })),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: ['method'] },
    );
    const event = fc.constantFrom(
      'privy:user-signer:sign',
      'privy:wallet:create',
      'privy:solana-wallet:create',
      'privy:solana-wallet:create-additional',
      'privy:wallets:add',
      'privy:wallets:import',
      'privy:wallets:connect',
      'privy:wallets:recover',
      'privy:wallet:connect',
      'privy:solana-wallet:connect',
      'privy:wallets:rpc',
      'privy:wallet:rpc',
      'privy:solana-wallet:rpc',
      'privy:mfa:verify',
      'privy:x:constructor',
    );
    const relayData = fc.record(
      {
        message: junk,
        privateKey: junk,
        chainType: fc.oneof(fc.constantFrom('ethereum', 'solana'), junk),
        entropyId: fc.oneof(fc.constantFrom(eth.address, sol.address), junk),
        hdWalletIndex: fc.oneof(fc.integer({ min: -1, max: 3 }), junk),
        request: fc.oneof(junk, fc.record({ method, params: fc.oneof(junk, fc.array(junk, { maxLength: 3 })) })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc
            .tuple(rpcBody, fc.constantFrom(eth.id, sol.id))
            .map(([b, wallet]) => ({ kind: 'rpc' as const, b, wallet })),
          fc.tuple(event, relayData).map(([ev, data]) => ({ kind: 'relay' as const, ev, data })),
          fc.record({ chain_type: junk, additional_signers: junk }).map((b) => ({ kind: 'create' as const, b })),
        ),
        async (request) => {
          let status: number;
          if (request.kind === 'rpc') status = (await rpc(e, token, String(request.wallet), request.b)).status;
          else if (request.kind === 'relay') status = (await relay(e, token, request.ev, request.data)).status;
          else status = (await e.post('/api/v1/wallets', request.b, { authorization: `Bearer ${token}` })).status;
          expect(status, JSON.stringify(request)).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);
});
