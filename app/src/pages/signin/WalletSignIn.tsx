import {
  currentChain,
  type InjectedWallet,
  initialConnection,
  initialWalletSignIn,
  personalSign,
  requestAddress,
  walletConnectionReducer,
  walletSignInReducer,
} from '@sigil/ui/flows';
import { SUPPORTED_CHAIN_IDS } from '@sigil/ui/rules';
import { SwitchChainScreen, WalletListScreen, type WalletOption, WalletSignInScreen } from '@sigil/ui/screens';
import { useReducer } from 'react';
import { useAuth } from '../../auth/AuthProvider';
import { type SolanaWallet, signSiwsMessage, useSolanaWallets } from '../../auth/solana-wallets';
import { toWalletOption, useInjectedWallets } from '../../auth/wallets';

const DEFAULT_CHAIN = SUPPORTED_CHAIN_IDS[0];

type Choice =
  | { kind: 'ethereum'; option: WalletOption; wallet: InjectedWallet }
  | { kind: 'solana'; option: WalletOption; wallet: SolanaWallet };

/**
 * Wallet sign-in. Ethereum wallets found by EIP-6963 sign in with SIWE: connect (the wallet asks the user),
 * switch to a supported chain if needed, sign the SDK's message. Solana wallets found through the Wallet
 * Standard sign in with SIWS. A user who declines in their wallet is back at the list with a plain note,
 * not an error.
 */
export function WalletSignIn({
  chains,
  onBack,
}: {
  /** The chains the app signs in with (its settings). */
  chains: { ethereum: boolean; solana: boolean };
  onBack: () => void;
}) {
  const { whenReady } = useAuth();
  const injected = useInjectedWallets();
  const standard = useSolanaWallets();
  const ethereum = chains.ethereum ? injected : [];
  const solana = chains.solana ? standard : [];
  const [connection, connect] = useReducer(walletConnectionReducer, initialConnection);
  const [signIn, sign] = useReducer(walletSignInReducer, initialWalletSignIn('ethereum'));

  const choices: Choice[] = [
    ...ethereum.map((wallet): Choice => {
      const option = toWalletOption(wallet);
      return { kind: 'ethereum', option: { ...option, id: `eip155:${option.id}` }, wallet };
    }),
    ...solana.map(
      (wallet): Choice => ({
        kind: 'solana',
        option: {
          id: `solana:${wallet.wallet.name}`,
          name: wallet.wallet.name,
          icon: { url: wallet.wallet.icon },
          detected: true,
        },
        wallet,
      }),
    ),
  ];
  const chosenId = connection.walletId ?? signIn.walletId;
  const chosen = choices.find((c) => c.option.id === chosenId) ?? null;

  const signWithEthereum = async (wallet: InjectedWallet, id: string, address: string, chainId: `eip155:${number}`) => {
    sign({ type: 'choose', walletId: id });
    try {
      const port = await whenReady();
      const message = await port.siwe.generateMessage({ address, chainId });
      sign({ type: 'message-ready' });
      const signature = await personalSign(wallet.provider, address, message);
      sign({ type: 'signed' });
      await port.siwe.login({ message, signature, walletClientType: wallet.info.rdns, connectorType: 'injected' });
      sign({ type: 'verified' });
    } catch (error) {
      // A rejection returns the flow to the list (with a note); any other failure stays here with Retry.
      sign({ type: 'failed', error });
    }
  };

  const signWithSolana = async (wallet: SolanaWallet, id: string) => {
    sign({ type: 'choose', walletId: id });
    try {
      const { accounts } = await wallet.connect();
      const account = accounts[0];
      if (!account) throw new Error('The wallet returned no account.');
      const port = await whenReady();
      const message = await port.siws.generateMessage({ address: account.address });
      sign({ type: 'message-ready' });
      const signature = await signSiwsMessage(wallet, account, message);
      sign({ type: 'signed' });
      await port.siws.login({
        message,
        signature,
        walletClientType: wallet.wallet.name,
        connectorType: 'solana_adapter',
      });
      sign({ type: 'verified' });
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
      await signWithSolana(choice.wallet, id);
      return;
    }
    connect({ type: 'connect', walletId: id });
    try {
      const address = await requestAddress(choice.wallet.provider);
      const chainId = await currentChain(choice.wallet.provider);
      const numeric = Number(chainId.split(':')[1]);
      connect({ type: 'connected', address, chainId: numeric });
      if ((SUPPORTED_CHAIN_IDS as readonly number[]).includes(numeric)) {
        await signWithEthereum(choice.wallet, id, address, chainId);
      }
    } catch (error) {
      connect({ type: 'failed', error });
    }
  };

  const switchChain = async () => {
    if (chosen?.kind !== 'ethereum' || !connection.address) return;
    try {
      await chosen.wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${DEFAULT_CHAIN.toString(16)}` }],
      });
      connect({ type: 'chain-switched', chainId: DEFAULT_CHAIN });
      await signWithEthereum(chosen.wallet, chosen.option.id, connection.address, `eip155:${DEFAULT_CHAIN}`);
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
