/**
 * The contract harness for delegated (offline) access: the real SDK's headless hooks against the emulator, one
 * button each. On-device wallets: `useHeadlessDelegatedActions().delegateWallet` / `revokeWallets`; server-side
 * wallets: `useSigners().addSigners` / `removeSigners` with the app's server signer id (`?signer=`). Each call runs
 * under its own time-out, because the SDK's delegate and revoke can leave their promise unsettled. Not product UI.
 */
import { useCreateWallet, useHeadlessDelegatedActions, usePrivy, useSigners } from '@privy-io/react-auth';
import { useState } from 'react';
import { EmailSignIn, embeddedWallets, mount, Output, params, SessionRows, useGuard } from './kit';

/** The app's server signer (the key quorum id the emulator's `appServer.signerId` names). */
const signerId = params.get('signer') ?? '';
/** How long one SDK call may take before the harness reports it as hanging. */
const CALL_MS = 30_000;

function withTimeout<T>(what: string, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not settle`)), CALL_MS)),
  ]);
}

function Harness() {
  const { user, logout } = usePrivy();
  const { createWallet } = useCreateWallet();
  const { delegateWallet, revokeWallets } = useHeadlessDelegatedActions();
  const { addSigners, removeSigners } = useSigners();
  const { failure, guard } = useGuard();
  const [done, setDone] = useState('');
  const walletAddress = embeddedWallets(user).find((a) => a.chainType === 'ethereum')?.address ?? '';
  /** A guarded call under its time-out that names itself in the "done" row when it settles well. */
  const run = (name: string, work: () => Promise<unknown>) =>
    guard(async () => {
      setDone('');
      await withTimeout(name, work());
      setDone(name);
    });
  return (
    <div>
      <SessionRows walletFrame />
      <Output label="wallet address" title="Wallet" value={walletAddress} />
      <Output
        label="delegated"
        title="Delegated"
        value={embeddedWallets(user)
          .map((a) => `${a.chainType}:${a.delegated ? 'delegated' : 'not'}`)
          .join(' ')}
      />
      <Output label="done" title="Done" value={done} />
      <Output label="failure" title="Failure" value={failure} />
      <EmailSignIn run={(work, step) => run(step, work)} />
      <button type="button" onClick={run('create', () => createWallet())}>
        Create Ethereum wallet
      </button>
      <button
        type="button"
        onClick={run('delegate', () => delegateWallet({ address: walletAddress, chainType: 'ethereum' }))}
      >
        Delegate wallet
      </button>
      <button type="button" onClick={run('revoke', () => revokeWallets())}>
        Revoke wallets
      </button>
      <button
        type="button"
        onClick={run('add signers', () => addSigners({ address: walletAddress, signers: [{ signerId }] }))}
      >
        Add the app's server
      </button>
      <button type="button" onClick={run('add no signers', () => addSigners({ address: walletAddress, signers: [] }))}>
        Grant offline access with useSigners
      </button>
      <button type="button" onClick={run('remove signers', () => removeSigners({ address: walletAddress }))}>
        Remove signers
      </button>
      <button type="button" onClick={run('logout', () => logout())}>
        Log out
      </button>
    </div>
  );
}

mount(<Harness />, {
  loginMethods: ['email'],
  embeddedWallets: { ethereum: { createOnLogin: 'off' }, solana: { createOnLogin: 'off' } },
});
