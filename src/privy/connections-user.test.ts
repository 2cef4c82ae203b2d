import { describe, expect, it } from 'vitest';
import { delegableWallets, farcasterSignerBlocker, type SdkWalletAccount } from './connections-user';

const wallet = (over: Partial<SdkWalletAccount>): SdkWalletAccount => ({
  type: 'wallet',
  address: '0x00000000000000000000000000000000000000a1',
  chainType: 'ethereum',
  walletClientType: 'privy',
  recoveryMethod: 'privy',
  ...over,
});
const server = wallet({ id: 'w1', recoveryMethod: 'privy-v2', address: '0x00000000000000000000000000000000000000b2' });
const solana = wallet({ chainType: 'solana', address: 'So1ana1111111111111111111111111111111111111', delegated: true });
const metamask = wallet({ walletClientType: 'metamask', address: '0x00000000000000000000000000000000000000c3' });
const bitcoin = wallet({ chainType: 'bitcoin-segwit', address: 'bc1q' });

describe("the Connections page's reading of the SDK's user", () => {
  it('lists embedded Ethereum and Solana wallets with where their key lives and whether they are delegated', () => {
    const user = { linkedAccounts: [{ type: 'email' }, wallet({}), metamask, server, solana, bitcoin] };
    expect(delegableWallets(user)).toEqual([
      { address: wallet({}).address, chainType: 'ethereum', delegated: false, custody: 'on-device' },
      { address: server.address, chainType: 'ethereum', delegated: false, custody: 'server' },
      { address: solana.address, chainType: 'solana', delegated: true, custody: 'on-device' },
    ]);
    expect(delegableWallets(null)).toEqual([]);
    // A wallet with an id but another recovery method is not server-side by the SDK's test.
    expect(delegableWallets({ linkedAccounts: [wallet({ id: 'w2' })] })[0]?.custody).toBe('on-device');
  });

  it("says why a Farcaster signer is unavailable, by the SDK's own preconditions", () => {
    const farcaster = { fid: 1042 };
    expect(farcasterSignerBlocker(null)).toBe('no-farcaster');
    expect(farcasterSignerBlocker({ linkedAccounts: [wallet({})], farcaster: null })).toBe('no-farcaster');
    expect(farcasterSignerBlocker({ linkedAccounts: [wallet({})], farcaster: { fid: null } })).toBe('no-farcaster');
    expect(farcasterSignerBlocker({ linkedAccounts: [metamask], farcaster })).toBe('no-embedded-wallet');
    // The SDK takes the first embedded wallet, of either chain.
    expect(farcasterSignerBlocker({ linkedAccounts: [server, wallet({})], farcaster })).toBe('server-wallet');
    expect(farcasterSignerBlocker({ linkedAccounts: [solana, server], farcaster })).toBeNull();
    expect(farcasterSignerBlocker({ linkedAccounts: [metamask, wallet({})], farcaster })).toBeNull();
  });
});
