import { useReducer, useSyncExternalStore } from 'react';
import {
  currentChain,
  initialConnection,
  initialWalletSignIn,
  personalSign,
  reduceWalletConnection,
  reduceWalletSignIn,
  requestAddress,
} from '../flows';
import { isSupportedChainId, SUPPORTED_CHAIN_IDS } from '../model';
import type { Backend, EthereumWallet, SiwePort, SiwsPort, SolanaWallet, WalletDirectory } from '../ports';
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
  const [connection, connect] = useReducer(reduceWalletConnection, initialConnection);
  const [signIn, sign] = useReducer(reduceWalletSignIn, initialWalletSignIn('ethereum'));

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
  const chosenId = connection.walletId ?? signIn.walletId;
  const chosen = choices.find((c) => c.option.id === chosenId) ?? null;

  const signWithEthereum = async (
    wallet: EthereumWallet,
    id: string,
    address: string,
    chainId: `eip155:${number}`,
    backend: Backend<SiwePort>,
  ) => {
    sign({ type: 'choose', walletId: id });
    try {
      const port = await backend.whenReady();
      const message = await port.generateMessage({ address, chainId });
      sign({ type: 'message-ready' });
      const signature = await personalSign(wallet.provider, address, message);
      sign({ type: 'signed' });
      await port.login({
        message,
        signature,
        walletClientType: wallet.info.rdns,
        connectorType: 'injected',
      });
      sign({ type: 'verified' });
      onDone?.();
    } catch (error) {
      sign({ type: 'failed', error });
    }
  };

  const signWithSolana = async (wallet: SolanaWallet, id: string, backend: Backend<SiwsPort>) => {
    sign({ type: 'choose', walletId: id });
    try {
      const { accounts } = await wallet.connect();
      const account = accounts[0];
      if (!account) throw new Error('The wallet returned no account.');
      const port = await backend.whenReady();
      const message = await port.generateMessage({ address: account.address });
      sign({ type: 'message-ready' });
      const { signature } = await wallet.signMessage({ account, message: new TextEncoder().encode(message) });
      sign({ type: 'signed' });
      await port.login({
        message,
        signature: base64(signature),
        walletClientType: wallet.name,
        connectorType: 'solana_adapter',
      });
      sign({ type: 'verified' });
      onDone?.();
    } catch (error) {
      sign({ type: 'failed', error });
    }
  };

  const choose = async (id: string) => {
    const choice = choices.find((c) => c.option.id === id);
    if (!choice) return;
    sign({ type: 'back' });
    connect({ type: 'disconnect' });
    if (choice.kind === 'solana') {
      if (solana) await signWithSolana(choice.wallet, id, solana.backend);
      return;
    }
    if (!ethereum) return;
    connect({ type: 'connect', walletId: id });
    try {
      const address = await requestAddress(choice.wallet.provider);
      const chainId = await currentChain(choice.wallet.provider);
      const numeric = Number(chainId.split(':')[1]);
      connect({ type: 'connected', address, chainId: numeric });
      if (isSupportedChainId(numeric)) {
        await signWithEthereum(choice.wallet, id, address, chainId, ethereum.backend);
      }
    } catch (error) {
      connect({ type: 'failed', error });
    }
  };

  const switchChain = async () => {
    if (chosen?.kind !== 'ethereum' || !connection.address || !ethereum) return;
    try {
      await chosen.wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${DEFAULT_CHAIN.toString(16)}` }],
      });
      connect({ type: 'chain-switched', chainId: DEFAULT_CHAIN });
      await signWithEthereum(
        chosen.wallet,
        chosen.option.id,
        connection.address,
        `eip155:${DEFAULT_CHAIN}`,
        ethereum.backend,
      );
    } catch (error) {
      connect({ type: 'failed', error });
    }
  };

  const cancel = () => {
    connect({ type: 'disconnect' });
    sign({ type: 'back' });
  };

  if (chosen && connection.status === 'switching_to_supported_chain') {
    return (
      <SwitchChainScreen
        wallet={chosen.option}
        targetChainId={DEFAULT_CHAIN}
        onSwitch={switchChain}
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
