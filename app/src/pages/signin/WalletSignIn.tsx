import { useReducer } from 'react';
import { currentChain, type InjectedWallet, personalSign, requestAddress } from '../../../../src/flows/injected';
import {
  initialConnection,
  initialWalletSignIn,
  walletConnectionReducer,
  walletSignInReducer,
} from '../../../../src/flows/wallet';
import { SUPPORTED_CHAIN_IDS } from '../../../../src/rules/limits';
import { SwitchChainScreen, WalletListScreen, WalletSignInScreen } from '../../../../src/screens/signin';
import { useAuth } from '../../auth/AuthProvider';
import { toWalletOption, useInjectedWallets } from '../../auth/wallets';

const DEFAULT_CHAIN = SUPPORTED_CHAIN_IDS[0];

/**
 * Sign-In With Ethereum through a browser wallet found by EIP-6963: connect (the wallet asks the user),
 * switch to a supported chain if needed, sign the SDK's SIWE message, and let the SDK verify it. A user who
 * declines in their wallet is back at the list with a plain note, not an error.
 */
export function WalletSignIn({ onBack }: { onBack: () => void }) {
  const { whenReady } = useAuth();
  const wallets = useInjectedWallets();
  const [connection, connect] = useReducer(walletConnectionReducer, initialConnection);
  const [signIn, sign] = useReducer(walletSignInReducer, initialWalletSignIn('ethereum'));
  const chosen = wallets.find((w) => w.info.rdns === connection.walletId) ?? null;

  const signWith = async (wallet: InjectedWallet, address: string, chainId: `eip155:${number}`) => {
    sign({ type: 'choose', walletId: wallet.info.rdns });
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

  const choose = async (walletId: string) => {
    const wallet = wallets.find((w) => w.info.rdns === walletId);
    if (!wallet) return;
    sign({ type: 'back' });
    connect({ type: 'disconnect' });
    connect({ type: 'connect', walletId });
    try {
      const address = await requestAddress(wallet.provider);
      const chainId = await currentChain(wallet.provider);
      const id = Number(chainId.split(':')[1]);
      connect({ type: 'connected', address, chainId: id });
      if ((SUPPORTED_CHAIN_IDS as readonly number[]).includes(id)) await signWith(wallet, address, chainId);
    } catch (error) {
      connect({ type: 'failed', error });
    }
  };

  const switchChain = async () => {
    if (!chosen || !connection.address) return;
    try {
      await chosen.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${DEFAULT_CHAIN.toString(16)}` }],
      });
      connect({ type: 'chain-switched', chainId: DEFAULT_CHAIN });
      await signWith(chosen, connection.address, `eip155:${DEFAULT_CHAIN}`);
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
        wallet={toWalletOption(chosen)}
        targetChainId={DEFAULT_CHAIN}
        onSwitch={switchChain}
        onCancel={cancel}
      />
    );
  }
  if (chosen && (connection.status === 'connecting' || signIn.state.status !== 'initial')) {
    return (
      <WalletSignInScreen
        wallet={toWalletOption(chosen)}
        status={connection.status === 'connecting' ? 'connecting' : signIn.state.status}
        address={connection.address}
        error={signIn.error}
        onRetry={() => choose(chosen.info.rdns)}
        onCancel={cancel}
      />
    );
  }
  return (
    <WalletListScreen
      wallets={wallets.map(toWalletOption)}
      error={connection.error}
      rejected={signIn.rejected}
      onSelect={choose}
      onBack={onBack}
    />
  );
}
