import type { BrowserContext } from 'playwright';
import { hexToString, isHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** A fixed, well-known development key (Hardhat's account #1): it never holds funds. */
const TEST_WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

export interface TestWalletOptions {
  name?: string;
  rdns?: string;
  privateKey?: `0x${string}`;
  chainId?: number;
}

export interface TestWallet {
  address: `0x${string}`;
  /** Every EIP-1193 method the page asked for, in order. */
  calls: string[];
  /** Makes the next approval (accounts or signature) a user rejection, EIP-1193 code 4001. */
  rejectNext: () => void;
}

/**
 * Installs a browser wallet into every page of a Playwright context, the way an extension does: it announces
 * itself through EIP-6963 (never `window.ethereum`) and answers EIP-1193 requests. Keys stay in Node: the page
 * asks, and Node signs with viem, so a test wallet behaves like a real one (real EIP-191 signatures).
 */
export async function installTestWallet(context: BrowserContext, options: TestWalletOptions = {}): Promise<TestWallet> {
  const account = privateKeyToAccount(options.privateKey ?? TEST_WALLET_KEY);
  let chainId = options.chainId ?? 1;
  let rejectNext = false;
  const calls: string[] = [];
  const approve = () => {
    if (!rejectNext) return;
    rejectNext = false;
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
  };
  await context.exposeBinding('__sigilTestWallet', async (_source, method: string, params: unknown[] = []) => {
    calls.push(method);
    try {
      switch (method) {
        case 'eth_requestAccounts':
          approve();
          return { result: [account.address] };
        case 'eth_accounts':
          return { result: [account.address] };
        case 'eth_chainId':
          return { result: `0x${chainId.toString(16)}` };
        case 'wallet_switchEthereumChain': {
          const id = Number.parseInt(String((params[0] as { chainId?: string })?.chainId), 16);
          if (!Number.isSafeInteger(id)) return { error: { code: -32602, message: 'Invalid chain id.' } };
          chainId = id;
          return { result: null };
        }
        case 'personal_sign': {
          approve();
          const [data, address] = params as [string, string];
          if (address.toLowerCase() !== account.address.toLowerCase()) {
            return { error: { code: 4100, message: 'Unknown account.' } };
          }
          const message = isHex(data) ? hexToString(data) : data;
          return { result: await account.signMessage({ message }) };
        }
        default:
          return { error: { code: 4200, message: `Unsupported method ${method}.` } };
      }
    } catch (error) {
      const e = error as { code?: number; message?: string };
      return { error: { code: e.code ?? -32603, message: e.message ?? 'Internal error.' } };
    }
  });
  const info = {
    uuid: crypto.randomUUID(),
    name: options.name ?? 'Sigil Test Wallet',
    rdns: options.rdns ?? 'dev.sigil.testwallet',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzQ0NDRlZSIvPjwvc3ZnPg==',
  };
  await context.addInitScript((info) => {
    type Answer = { result?: unknown; error?: { code: number; message: string } };
    const call = (window as unknown as { __sigilTestWallet: (m: string, p?: unknown) => Promise<Answer> })
      .__sigilTestWallet;
    const provider = {
      async request({ method, params }: { method: string; params?: unknown }) {
        const answer = await call(method, params);
        if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        return answer.result;
      },
      on() {},
      removeListener() {},
    };
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
    window.addEventListener('eip6963:requestProvider', announce);
    announce();
  }, info);
  return {
    address: account.address,
    calls,
    rejectNext: () => {
      rejectNext = true;
    },
  };
}

export interface TestSolanaWallet {
  address: string;
  /** Every Wallet Standard feature the page used, in order. */
  calls: string[];
  /** Makes the next approval (connect or signature) a user rejection. */
  rejectNext: () => void;
}

/**
 * Installs a Solana wallet into every page of a context, registered through the Wallet Standard as a
 * browser extension does. Its Ed25519 key stays in Node (node:crypto signs); the page only asks.
 */
export async function installTestSolanaWallet(
  context: BrowserContext,
  { name = 'Sigil Test Solana Wallet' }: { name?: string } = {},
): Promise<TestSolanaWallet> {
  const { generateKeyPairSync, sign } = await import('node:crypto');
  const { getBase58Decoder } = await import('@solana/kit');
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  const address = getBase58Decoder().decode(raw);
  const calls: string[] = [];
  let rejectNext = false;
  const approve = () => {
    if (!rejectNext) return null;
    rejectNext = false;
    return { error: { code: 4001, message: 'User rejected the request.' } };
  };
  await context.exposeBinding('__sigilTestSolana', async (_source, feature: string, message?: number[]) => {
    calls.push(feature);
    const refused = approve();
    if (refused) return refused;
    if (feature === 'standard:connect') return { result: null };
    if (feature === 'solana:signMessage') {
      return { result: [...sign(null, Buffer.from(message ?? []), privateKey)] };
    }
    return { error: { code: 4200, message: `Unsupported feature ${feature}.` } };
  });
  const info = {
    name,
    address,
    publicKey: [...raw],
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzE0ZjE5NSIvPjwvc3ZnPg==',
  };
  await context.addInitScript((info) => {
    type Answer = { result?: unknown; error?: { code: number; message: string } };
    const call = (window as unknown as { __sigilTestSolana: (f: string, m?: number[]) => Promise<Answer> })
      .__sigilTestSolana;
    const ask = async (feature: string, message?: number[]) => {
      const answer = await call(feature, message);
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    };
    const chains = ['solana:mainnet', 'solana:devnet'] as const;
    const account = {
      address: info.address,
      publicKey: new Uint8Array(info.publicKey),
      chains,
      features: ['solana:signMessage'],
    };
    const wallet = {
      version: '1.0.0',
      name: info.name,
      icon: info.icon,
      chains,
      accounts: [] as (typeof account)[],
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            await ask('standard:connect');
            wallet.accounts = [account];
            return { accounts: wallet.accounts };
          },
        },
        'standard:events': { version: '1.0.0', on: () => () => {} },
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async (...inputs: { message: Uint8Array }[]) =>
            Promise.all(
              inputs.map(async ({ message }) => ({
                signedMessage: message,
                signature: new Uint8Array((await ask('solana:signMessage', [...message])) as number[]),
              })),
            ),
        },
      },
    };
    const register = (api: { register: (w: unknown) => unknown }) => api.register(wallet);
    window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail));
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  }, info);
  return {
    address,
    calls,
    rejectNext: () => {
      rejectNext = true;
    },
  };
}
