import { useSyncExternalStore } from 'react';
import { currentChain, personalSign, requestAddress, useWalletSignIn, type WalletSignInSteps } from '../flows';
import { SUPPORTED_CHAIN_IDS } from '../model';
import type {
  Backend,
  EthereumWallet,
  SiwePort,
  SiwsPort,
  SolanaAccount,
  SolanaWallet,
  WalletDirectory,
} from '../ports';
import { SwitchChainScreen, WalletListScreen, type WalletOption, WalletSignInScreen } from '../screens';

const DEFAULT_CHAIN = SUPPORTED_CHAIN_IDS[0];

/** The wallets a chain offers (the browser's, ready at once) and the backend that signs in with them. */
export interface WalletSide<Wallet, Port> {
  wallets: WalletDirectory<Wallet>;
  backend: Backend<Port>;
}

export interface WalletSignInJourneyProps {
  /** Ethereum wallets (EIP-6963) signing in with SIWE; leave out when the app does not offer them. */
  ethereum?: WalletSide<EthereumWallet, SiwePort> | undefined;
  /** Solana wallets (Wallet Standard) signing in with SIWS. */
  solana?: WalletSide<SolanaWallet, SiwsPort> | undefined;
  /** Signing in (default) or linking the wallet to the signed-in user (the ports' `login` links). */
  purpose?: 'sign-in' | 'link' | undefined;
  /** The backend accepted the signature (signed in, or linked). */
  onDone?: (() => void) | undefined;
  onBack?: (() => void) | undefined;
}

/** Wallets we draw ourselves, by EIP-6963 reverse-DNS id; others show the icon they announce. */
const KNOWN: Record<string, WalletOption['icon']> = {
  'io.metamask': 'metamask',
  'com.coinbase.wallet': 'coinbase_wallet',
  'app.phantom': 'phantom',
  'me.rainbow': 'rainbow',
  'com.walletconnect': 'wallet_connect',
};

type Choice =
  | { kind: 'ethereum'; option: WalletOption; wallet: EthereumWallet }
  | { kind: 'solana'; option: WalletOption; wallet: SolanaWallet };

const EMPTY: readonly never[] = [];
const NONE: WalletDirectory<never> = { getSnapshot: () => EMPTY, subscribe: () => () => undefined };

function useWallets<W>(directory: WalletDirectory<W> | undefined): readonly W[] {
  const source = directory ?? NONE;
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}

/** A signature as the SDK's SIWS expects it: base64. */
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));

/** SIWE with an EIP-1193 wallet: connect (address and chain), switch chain if asked, sign the backend's message. */
function ethereumSteps(wallet: EthereumWallet, backend: Backend<SiwePort>): WalletSignInSteps {
  let port: SiwePort | null = null;
  return {
    connect: async () => {
      const address = await requestAddress(wallet.provider);
      const chainId = await currentChain(wallet.provider);
      return { address, chainId: Number(chainId.split(':')[1]) };
    },
    switchChain: (chainId) =>
      wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chainId.toString(16)}` }],
      }),
    message: async (connected) => {
      if (!connected) throw new Error('The wallet is not connected.');
      port = await backend.whenReady();
      return port.generateMessage({ address: connected.address, chainId: `eip155:${connected.chainId}` });
    },
    sign: (message, connected) => personalSign(wallet.provider, connected?.address ?? '', message),
    login: async (message, signature) =>
      (port ?? (await backend.whenReady())).login({
        message,
        signature,
        walletClientType: wallet.info.rdns,
        connectorType: 'injected',
      }),
  };
}

/** SIWS with a Wallet Standard wallet: connect (its first account), sign the backend's message. */
function solanaSteps(wallet: SolanaWallet, backend: Backend<SiwsPort>): WalletSignInSteps {
  let port: SiwsPort | null = null;
  let account: SolanaAccount | null = null;
  return {
    message: async () => {
      const { accounts } = await wallet.connect();
      account = accounts[0] ?? null;
      if (!account) throw new Error('The wallet returned no account.');
      port = await backend.whenReady();
      return port.generateMessage({ address: account.address });
    },
    sign: async (message) => {
      if (!account) throw new Error('The wallet returned no account.');
      const { signature } = await wallet.signMessage({ account, message: new TextEncoder().encode(message) });
      return base64(signature);
    },
    login: async (message, signature) =>
      (port ?? (await backend.whenReady())).login({
        message,
        signature,
        walletClientType: wallet.name,
        connectorType: 'solana_adapter',
      }),
  };
}

/**
 * Wallet sign-in. Ethereum wallets sign in with SIWE: connect (the wallet asks the user), switch to a
 * supported chain if needed, sign the backend's message. Solana wallets sign in with SIWS. A user who
 * declines in their wallet is back at the list with a plain note, not an error; any other failure stays on
 * the wallet with Try again.
 */
export function WalletSignInJourney({
  ethereum,
  solana,
  purpose = 'sign-in',
  onDone,
  onBack,
}: WalletSignInJourneyProps) {
  const ethereumWallets = useWallets(ethereum?.wallets);
  const solanaWallets = useWallets(solana?.wallets);
  const flow = useWalletSignIn(onDone);
  const { connection, signIn } = flow;

  const choices: Choice[] = [
    ...ethereumWallets.map(
      (wallet): Choice => ({
        kind: 'ethereum',
        option: {
          id: `eip155:${wallet.info.rdns}`,
          name: wallet.info.name,
          icon: KNOWN[wallet.info.rdns] ?? { url: wallet.info.icon },
          detected: wallet.installed !== false,
        },
        wallet,
      }),
    ),
    ...solanaWallets.map(
      (wallet): Choice => ({
        kind: 'solana',
        option: { id: `solana:${wallet.name}`, name: wallet.name, icon: { url: wallet.icon }, detected: true },
        wallet,
      }),
    ),
  ];
  const chosen = choices.find((c) => c.option.id === flow.walletId) ?? null;

  const choose = (id: string) => {
    const choice = choices.find((c) => c.option.id === id);
    if (!choice) return;
    if (choice.kind === 'solana') flow.choose(id, solana ? solanaSteps(choice.wallet, solana.backend) : null);
    else flow.choose(id, ethereum ? ethereumSteps(choice.wallet, ethereum.backend) : null);
  };
  const cancel = flow.cancel;

  if (chosen && connection.status === 'switching_to_supported_chain') {
    return (
      <SwitchChainScreen
        wallet={chosen.option}
        targetChainId={DEFAULT_CHAIN}
        onSwitch={() => flow.switchChain(DEFAULT_CHAIN)}
        onCancel={cancel}
      />
    );
  }
  if (chosen && (connection.status === 'connecting' || signIn.state.status !== 'initial')) {
    return (
      <WalletSignInScreen
        wallet={chosen.option}
        status={connection.status === 'connecting' ? 'connecting' : signIn.state.status}
        address={connection.address}
        error={signIn.error}
        purpose={purpose}
        onRetry={() => choose(chosen.option.id)}
        onCancel={cancel}
      />
    );
  }
  return (
    <WalletListScreen
      wallets={choices.map((c) => c.option)}
      error={connection.error}
      rejected={signIn.rejected}
      directories={[...(ethereum ? ['ethereum' as const] : []), ...(solana ? ['solana' as const] : [])]}
      onSelect={choose}
      onBack={onBack}
    />
  );
}

/** Ethereum wallets only (SIWE). */
export function EthereumWalletJourney({
  onBack,
  ...ethereum
}: WalletSide<EthereumWallet, SiwePort> & { onBack?: (() => void) | undefined }) {
  return <WalletSignInJourney ethereum={ethereum} onBack={onBack} />;
}

/** Solana wallets only (SIWS). */
export function SolanaWalletJourney({
  onBack,
  ...solana
}: WalletSide<SolanaWallet, SiwsPort> & { onBack?: (() => void) | undefined }) {
  return <WalletSignInJourney solana={solana} onBack={onBack} />;
}
