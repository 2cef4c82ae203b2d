/**
 * The Wallets journey's port filled from the SDK's headless wallet hooks (SDK side: loaded with the SDK's chunk).
 * Every signing call passes `showWalletUIs: false`: the person has already approved in our review, so the provider's
 * own confirmation never shows. Embedded wallets sign through the SDK's hooks; connected external wallets through
 * their own EIP-1193 provider or Wallet Standard account; server-side embedded wallets export their key headlessly,
 * sealed with HPKE to a key pair made here (`export-key.ts`).
 */
import {
  type User,
  useCreateWallet,
  useGetWalletPrivateKey,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useWallets,
} from '@privy-io/react-auth';
import {
  type ConnectedStandardSolanaWallet,
  useCreateWallet as useCreateSolanaWallet,
  useSignMessage as useSignSolanaMessage,
  useWallets as useSolanaWallets,
} from '@privy-io/react-auth/solana';
import { getBase58Decoder } from '@solana/kit';
import { useMemo, useState } from 'react';
import {
  type Chain,
  createPublicClient,
  custom,
  type EIP1193Provider,
  type Hex,
  hexToBigInt,
  http,
  numberToHex,
  stringToHex,
} from 'viem';
import { readMessage, type SigningRequestInput } from '../../flows/signing';
import { useLatest } from '../../lib/use-latest';
import type { ChainType, ConnectorType, RecoveryMethod } from '../../model';
import type { HeldWallet, SignedResult, WalletsPort } from '../../ports';
import { chainIdOf, nativeOf, rpcUrlOf } from './chains';
import { exportableAccount, needsVerification, openExportedKey } from './export-key';
import { estimateTransactionFee } from './fee';
import {
  connectEthereum,
  connectSolana,
  ethereumWalletOf,
  solanaWalletOf,
  useBrowserChainIds,
  useBrowserWallets,
} from './linked-browser-wallets';
import { readUsdPrice } from './price';

/** No provider UI: our review has already shown the request and the person approved it. */
const HEADLESS = { uiOptions: { showWalletUIs: false } } as const;
const EMBEDDED = 'privy';

/** What `useWalletsPort` needs besides the SDK's wallet hooks. */
export interface WalletsPortOptions {
  /** The SDK's user (`usePrivy().user`): their linked wallet accounts complete the connected wallets. */
  user: User | null;
  /** The chains the SDK was given: balances, prices and receipts are read on them. */
  chains: readonly Chain[];
  /** The provider's API origin, for `GET /api/v1/token_price`. */
  apiOrigin: string;
  /** The app id that price request carries. */
  appId: string;
  /** Asks for a verification (the MFA session's `verifyNow`): the SDK runs no MFA loop for an export. */
  verifyNow: () => Promise<void>;
}

const clientError = (message: string, code?: number) => Object.assign(new Error(message), code ? { code } : {});

/** The user's linked wallet accounts by address (lower-cased): the spec's fields the connected wallets lack. */
function linkedWallets(user: User | null) {
  const byAddress = new Map<string, Extract<User['linkedAccounts'][number], { type: 'wallet' }>>();
  for (const account of user?.linkedAccounts ?? []) {
    if (account.type === 'wallet') byAddress.set(account.address.toLowerCase(), account);
  }
  return byAddress;
}

/**
 * The Wallets journey's port from the SDK's wallet hooks: the user's embedded, imported and connected wallets (and
 * linked browser wallets the SDK has not connected), creating, signing with `showWalletUIs: false`, switching chains,
 * balances, prices, receipts, and a server-side wallet's key exported sealed (HPKE) to a key pair made here.
 */
export function useWalletsPort({ user, chains, apiOrigin, appId, verifyNow }: WalletsPortOptions): WalletsPort {
  const ethereum = useWallets();
  const solana = useSolanaWallets();
  const { createWallet } = useCreateWallet();
  const { createWallet: createSolanaWallet } = useCreateSolanaWallet();
  const { signMessage } = useSignMessage();
  const { signTypedData } = useSignTypedData();
  const { sendTransaction } = useSendTransaction();
  const { signMessage: signSolanaMessage } = useSignSolanaMessage();
  const { getWalletPrivateKey } = useGetWalletPrivateKey();

  const hooks = {
    ethereum,
    solana,
    createWallet,
    createSolanaWallet,
    signMessage,
    signTypedData,
    sendTransaction,
    signSolanaMessage,
    getWalletPrivateKey,
    verifyNow,
  };
  const latest = useLatest(hooks);

  // Linked external wallets the SDK has not connected (signed in through our own wallet journey).
  const browser = useBrowserWallets();
  const browserRef = useLatest(browser);
  const [switched, setSwitched] = useState(0);
  const unconnected = useMemo(() => {
    const connected = new Set([...ethereum.wallets, ...solana.wallets].map((w) => w.address.toLowerCase()));
    return (user?.linkedAccounts ?? []).filter(
      (a): a is Extract<User['linkedAccounts'][number], { type: 'wallet' }> =>
        a.type === 'wallet' && a.walletClientType !== EMBEDDED && !connected.has(a.address.toLowerCase()),
    );
  }, [user, ethereum.wallets, solana.wallets]);
  const browserChainIds = useBrowserChainIds(
    browser.ethereum,
    useMemo(
      () =>
        unconnected
          .filter((a) => a.chainType === 'ethereum')
          .map((a) => ({ address: a.address, clientType: a.walletClientType })),
      [unconnected],
    ),
    switched,
  );

  const wallets = useMemo<HeldWallet[]>(() => {
    const linked = linkedWallets(user);
    const held: HeldWallet[] = [];
    const fromAccount = (address: string) => linked.get(address.toLowerCase());
    for (const wallet of ethereum.wallets) {
      const account = fromAccount(wallet.address);
      held.push({
        address: wallet.address,
        chainType: 'ethereum',
        walletClientType: wallet.walletClientType,
        connectorType: wallet.connectorType as ConnectorType,
        imported: wallet.imported,
        delegated: account?.delegated ?? false,
        walletIndex: wallet.walletIndex ?? account?.walletIndex ?? null,
        recoveryMethod: account?.recoveryMethod as RecoveryMethod | undefined,
        connectedAt: wallet.connectedAt,
        chainId: chainIdOf(wallet.chainId),
        walletName: wallet.walletClientType === EMBEDDED ? undefined : wallet.meta.name,
        exportable: wallet.walletClientType === EMBEDDED && exportableAccount(account),
      });
    }
    for (const wallet of solana.wallets) {
      const account = fromAccount(wallet.address);
      const embedded = account?.walletClientType === EMBEDDED;
      held.push({
        address: wallet.address,
        chainType: 'solana',
        walletClientType: account?.walletClientType ?? wallet.standardWallet.name,
        connectorType: (account?.connectorType ?? (embedded ? 'embedded' : 'solana_adapter')) as ConnectorType,
        imported: account?.imported ?? false,
        delegated: account?.delegated ?? false,
        walletIndex: account?.walletIndex ?? null,
        recoveryMethod: account?.recoveryMethod as RecoveryMethod | undefined,
        walletName: embedded ? undefined : wallet.standardWallet.name,
        exportable: embedded && exportableAccount(account),
      });
    }
    for (const account of unconnected) {
      const ethereumWallet = account.chainType === 'ethereum';
      held.push({
        address: account.address,
        chainType: ethereumWallet ? 'ethereum' : 'solana',
        walletClientType: account.walletClientType,
        connectorType: (account.connectorType ?? 'injected') as ConnectorType,
        imported: false,
        delegated: false,
        walletIndex: null,
        ...(ethereumWallet ? { chainId: browserChainIds[account.address.toLowerCase()] ?? null } : {}),
        walletName: ethereumWallet
          ? ethereumWalletOf(browser.ethereum, account.walletClientType)?.info.name
          : solanaWalletOf(browser.solana, account.walletClientType)?.name,
      });
    }
    // Embedded first (Ethereum, then Solana, by index), then external wallets as they came.
    const rank = (w: HeldWallet) => (w.walletClientType === EMBEDDED ? 0 : 1);
    return held
      .map((wallet, order) => ({ wallet, order }))
      .sort(
        (a, b) =>
          rank(a.wallet) - rank(b.wallet) ||
          (rank(a.wallet) === 0
            ? a.wallet.chainType.localeCompare(b.wallet.chainType) ||
              (a.wallet.walletIndex ?? 0) - (b.wallet.walletIndex ?? 0)
            : 0) ||
          a.order - b.order,
      )
      .map(({ wallet }) => wallet);
  }, [user, ethereum.wallets, solana.wallets, unconnected, browserChainIds, browser]);

  return useMemo<WalletsPort>(() => {
    const connectedSolana = (wallet: HeldWallet): ConnectedStandardSolanaWallet => {
      const found = latest.current.solana.wallets.find((w) => w.address === wallet.address);
      if (!found) throw clientError('This wallet is not connected.', 4900);
      return found;
    };
    /** Connected through the SDK, or null (a linked wallet of the browser's: see linked-browser-wallets.ts). */
    const viaSdk = (wallet: HeldWallet) =>
      latest.current.ethereum.wallets.find((w) => w.address.toLowerCase() === wallet.address.toLowerCase()) ?? null;
    const provider = async (wallet: HeldWallet): Promise<EIP1193Provider> => {
      const sdk = viaSdk(wallet);
      if (sdk) return (await sdk.getEthereumProvider()) as EIP1193Provider;
      return (await connectEthereum(
        browserRef.current.ethereum,
        wallet.address,
        wallet.walletClientType,
      )) as EIP1193Provider;
    };

    const getUsdPrice = (chainType: ChainType, chainId: number | null) =>
      readUsdPrice({ apiOrigin, appId, chains }, chainType, chainId);

    const sign = async (wallet: HeldWallet, request: SigningRequestInput): Promise<SignedResult> => {
      const embedded = wallet.walletClientType === EMBEDDED;
      const address = wallet.address;
      switch (request.method) {
        case 'personal_sign': {
          // The bytes the review showed: hex it read as bytes stays those bytes, text goes as its UTF-8 (the SDK
          // and wallets read any 0x… string as bytes, even one the review showed as text, such as "0xabc").
          const content = readMessage(String(request.message));
          const bytes = content.hex ?? stringToHex(content.encoding === 'text' ? content.text : '');
          if (embedded) {
            const { signature } = await latest.current.signMessage({ message: bytes }, { ...HEADLESS, address });
            return { kind: 'signature', signature };
          }
          const signature = await (await provider(wallet)).request({
            method: 'personal_sign',
            params: [bytes, address as Hex],
          });
          return { kind: 'signature', signature };
        }
        case 'eth_signTypedData_v4': {
          const typedData = request.typedData as Parameters<typeof signTypedData>[0];
          if (embedded) {
            const { signature } = await latest.current.signTypedData(typedData, { ...HEADLESS, address });
            return { kind: 'signature', signature };
          }
          const signature = await (await provider(wallet)).request({
            method: 'eth_signTypedData_v4',
            params: [address as Hex, JSON.stringify(typedData)],
          });
          return { kind: 'signature', signature };
        }
        case 'eth_sendTransaction': {
          const tx = request.transaction as { to: Hex; value: Hex; chainId?: number };
          if (embedded) {
            const { hash } = await latest.current.sendTransaction(
              { to: tx.to, value: hexToBigInt(tx.value), chainId: tx.chainId },
              { ...HEADLESS, address },
            );
            return { kind: 'transaction', hash };
          }
          const hash = await (await provider(wallet)).request({
            method: 'eth_sendTransaction',
            // With the reviewed chain: a wallet that has moved to another network refuses rather than sends there.
            params: [
              {
                from: address as Hex,
                to: tx.to,
                value: tx.value,
                ...(tx.chainId ? { chainId: numberToHex(tx.chainId) } : {}),
              },
            ],
          });
          return { kind: 'transaction', hash };
        }
        case 'solana_signMessage': {
          const message =
            request.message instanceof Uint8Array ? request.message : new TextEncoder().encode(String(request.message));
          const sdkWallet = latest.current.solana.wallets.find((w) => w.address === wallet.address);
          if (!sdkWallet) {
            const browserWallet = await connectSolana(
              browserRef.current.solana,
              wallet.address,
              wallet.walletClientType,
            );
            const { signature } = await browserWallet.signMessage({ account: { address: wallet.address }, message });
            return { kind: 'signature', signature: getBase58Decoder().decode(signature) };
          }
          const { signature } = await latest.current.signSolanaMessage({
            message,
            wallet: connectedSolana(wallet),
            options: HEADLESS,
          });
          return { kind: 'signature', signature: getBase58Decoder().decode(signature) };
        }
        default:
          throw clientError(`${request.method} is not offered on this page.`, 4200);
      }
    };

    return {
      ready: ethereum.ready && solana.ready,
      wallets,
      createChainTypes: ['ethereum', 'solana'],
      createWallet: async (chainType) => {
        // From the user's accounts, not the connected list (a wallet not connected yet still counts).
        const hasOne = (user?.linkedAccounts ?? []).some(
          (a) => a.type === 'wallet' && a.walletClientType === EMBEDDED && a.chainType === chainType,
        );
        if (chainType === 'solana') await latest.current.createSolanaWallet({ createAdditional: hasOne });
        else await latest.current.createWallet({ createAdditional: hasOne });
      },
      getBalance: async (wallet) => {
        if (wallet.chainType === 'solana') throw clientError('No Solana network is configured for balances.');
        const chainId = wallet.chainId ?? null;
        const native = chainId ? nativeOf(chains, chainId) : null;
        if (!chainId || !native) throw clientError('Unknown network.', 4901);
        // An embedded wallet's provider reads through the SDK's RPC; an external wallet's address is read on the
        // chain's RPC (its extension may not answer reads, and the page must not wait on it).
        const sdk = wallet.walletClientType === EMBEDDED ? viaSdk(wallet) : null;
        const url = rpcUrlOf(chains, chainId);
        if (!sdk && !url) throw clientError('Unknown network.', 4901);
        const value = sdk
          ? hexToBigInt(
              await ((await sdk.getEthereumProvider()) as EIP1193Provider).request({
                method: 'eth_getBalance',
                params: [wallet.address as Hex, 'latest'],
              }),
            )
          : await createPublicClient({ transport: http(url ?? undefined, { retryCount: 1 }) }).getBalance({
              address: wallet.address as Hex,
            });
        const usd = await getUsdPrice('ethereum', chainId).catch(() => null);
        const whole = Number(value) / 10 ** native.decimals;
        return { value, decimals: native.decimals, symbol: native.symbol, usd: usd === null ? null : whole * usd };
      },
      getUsdPrice,
      switchChain: async (wallet, chainId) => {
        const sdk = viaSdk(wallet);
        if (sdk) {
          await sdk.switchChain(chainId);
          return;
        }
        await (await provider(wallet)).request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        });
        setSwitched((n) => n + 1);
      },
      sign,
      estimateFee: (wallet, transaction) => estimateTransactionFee(chains, wallet, transaction),
      waitForReceipt: async (hash, chainId, wallet) => {
        // Through the sending wallet's own provider when it is on that chain (the SDK's RPC for an embedded
        // wallet, the extension's for another: allowed by the CSP live and emulated), else the chain's RPC.
        const connected = wallet?.chainType === 'ethereum' && wallet.chainId === chainId ? viaSdk(wallet) : null;
        const url = rpcUrlOf(chains, chainId);
        if (!connected && !url) throw clientError('Unknown network.', 4901);
        const transport = connected
          ? custom((await connected.getEthereumProvider()) as EIP1193Provider)
          : http(url ?? undefined, { retryCount: 2 });
        const client = createPublicClient({ transport });
        const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, timeout: 60_000 });
        return { status: receipt.status, blockNumber: receipt.blockNumber, gasUsed: receipt.gasUsed };
      },
      exportPrivateKey: async (wallet) => {
        if (!wallet.exportable) throw clientError('This wallet cannot export its key here.', 4200);
        try {
          return await openExportedKey(latest.current.getWalletPrivateKey, wallet.address);
        } catch (error) {
          if (!needsVerification(error)) throw error;
          // The SDK runs no MFA loop for an export (its frame answers with the error as text): ask for a
          // verification ourselves (`promptMfa` opens the same prompt, our MfaPrompt), then export again.
          await latest.current.verifyNow();
          return openExportedKey(latest.current.getWalletPrivateKey, wallet.address);
        }
      },
    };
  }, [wallets, user, ethereum.ready, solana.ready, chains, apiOrigin, appId]);
}
