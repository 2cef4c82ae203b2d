/**
 * The cross-app contract harness: the real provider SDK's `useCrossAppAccounts` against the emulator, which plays
 * the other provider apps (their consent and transact pop-ups). Playwright drives this page and the pop-ups the
 * SDK opens. Not product UI: labelled outputs and plain buttons only.
 */
import { useCrossAppAccounts, usePrivy } from '@privy-io/react-auth';
import { useState } from 'react';
import { EmailSignIn, mount, Output, params, SessionRows, useGuard } from './kit';

function Harness() {
  const { user, logout } = usePrivy();
  const crossApp = useCrossAppAccounts();
  const [provider, setProvider] = useState(params.get('provider') ?? '');
  const [message, setMessage] = useState('Hello from Sigil');
  const [signature, setSignature] = useState('');
  // The SDK rejects a provider app's own refusal with the raw string it posted: the failure row shows `raw: …`.
  const { failure, guard } = useGuard();
  const account = user?.linkedAccounts.find((a) => a.type === 'cross_app');
  const wallet = account?.type === 'cross_app' ? (account.embeddedWallets[0]?.address ?? '') : '';
  return (
    <div>
      <SessionRows user />
      <Output
        label="cross-app app"
        title="Cross-app app"
        value={account?.type === 'cross_app' ? account.providerApp.id : ''}
      />
      <Output
        label="cross-app subject"
        title="Cross-app subject"
        value={account?.type === 'cross_app' ? account.subject : ''}
      />
      <Output label="cross-app wallet" title="Cross-app wallet" value={wallet} />
      <Output label="signature" title="Signature" value={signature} />
      <Output label="failure" title="Failure" value={failure} />
      <label>
        Provider app <input value={provider} onChange={(e) => setProvider(e.target.value)} />
      </label>
      <label>
        Message <input value={message} onChange={(e) => setMessage(e.target.value)} />
      </label>
      <EmailSignIn run={guard} />
      <button type="button" onClick={guard(() => crossApp.loginWithCrossAppAccount({ appId: provider }))}>
        Log in with provider app
      </button>
      <button type="button" onClick={guard(() => crossApp.linkCrossAppAccount({ appId: provider }))}>
        Link provider app
      </button>
      <button
        type="button"
        onClick={guard(async () => {
          setSignature('');
          setSignature(await crossApp.signMessage(message, { address: wallet }));
        })}
      >
        Sign with cross-app wallet
      </button>
      <button
        type="button"
        onClick={guard(() =>
          crossApp.unlinkCrossAppAccount({ subject: account?.type === 'cross_app' ? account.subject : '' }),
        )}
      >
        Unlink cross-app account
      </button>
      <button type="button" onClick={guard(() => logout())}>
        Log out
      </button>
    </div>
  );
}

mount(<Harness />, { loginMethods: ['email'] });
