/**
 * The comparison for `npm run bench`: the smallest app that signs in with the provider's own modal. It opens
 * the modal as soon as the SDK is ready, which is the earliest its sign-in can be seen.
 */
import { PrivyProvider, useLogin, usePrivy } from '@privy-io/react-auth';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { readRuntimeConfig } from '../../app/src/config';

const config = readRuntimeConfig();

function OpenOnReady() {
  const { ready, authenticated } = usePrivy();
  const { login } = useLogin();
  useEffect(() => {
    if (ready && !authenticated) login();
  }, [ready, authenticated, login]);
  return null;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <PrivyProvider
    appId={config.appId}
    apiUrl={config.apiUrl ?? undefined}
    config={{ embeddedWallets: { ethereum: { createOnLogin: 'off' } } }}
  >
    <OpenOnReady />
  </PrivyProvider>,
);
