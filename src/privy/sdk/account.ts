/**
 * The Account page's port filled from the SDK's headless hooks (SDK side: loaded with the SDK's chunk): linking with
 * `useLinkEmail`, `useLinkPhone`, `useLinkWithOAuth`, `useLinkWithPasskey`, `useLinkWithSiwe`, `useLinkWithSiws`;
 * the `useUnlink*` hooks; `useUpdateEmail`, `useUpdatePhone`; the tokens of the last OAuth grant
 * (`useOAuthTokens`); `useAcceptTerms`. Farcaster and Telegram link only in the provider's modal
 * (`useLinkAccount`): the React SDK has no headless link for them on the web (docs/app.md#headless-coverage).
 */
import {
  type OAuthTokens as SdkOAuthTokens,
  type User,
  useAcceptTerms,
  useLinkAccount,
  useLinkEmail,
  useLinkPhone,
  useLinkWithOAuth,
  useLinkWithPasskey,
  useLinkWithSiwe,
  useLinkWithSiws,
  useOAuthTokens,
  useUnlinkEmail,
  useUnlinkFarcaster,
  useUnlinkOAuth,
  useUnlinkPasskey,
  useUnlinkPhone,
  useUnlinkTelegram,
  useUnlinkWallet,
  useUpdateEmail,
  useUpdatePhone,
} from '@privy-io/react-auth';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLatest } from '../../lib/use-latest';
import type { OAuthTokens } from '../../model';
import type { AccountPort } from '../../ports';
import { isCustomId, toAccountUser, toOAuthTokens } from '../account-user';
import { forward } from './forward';

/** A cross-app account's provider as the SDK's `useUnlinkOAuth` names it: `privy:<app id>`. */
const isCrossAppProvider = (provider: string): provider is `privy:${string}` => /^privy:.+/.test(provider);

/** Throws what a hook that swallows its errors reported to its `onError` during the call, as the SDK's other hooks would. */
function throwIfFailed(failure: { current: string | null }) {
  const code = failure.current;
  failure.current = null;
  if (code) throw Object.assign(new Error(code), { privyErrorCode: code });
}

/**
 * The Account journey's port from the SDK's link, unlink, update, OAuth-token and terms hooks, for `user` (the SDK's,
 * `usePrivy().user`) in the model's shape.
 */
export function useAccountPort(user: User | null): AccountPort {
  const linkEmail = useLinkEmail();
  const linkPhone = useLinkPhone();
  const linkOAuth = useLinkWithOAuth();
  const linkPasskey = useLinkWithPasskey();
  const linkSiwe = useLinkWithSiwe();
  const linkSiws = useLinkWithSiws();
  const linkInModal = useLinkAccount();
  const unlinkEmail = useUnlinkEmail();
  const unlinkPhone = useUnlinkPhone();
  const unlinkOAuth = useUnlinkOAuth();
  const unlinkPasskey = useUnlinkPasskey();
  const unlinkWallet = useUnlinkWallet();
  const unlinkFarcaster = useUnlinkFarcaster();
  const unlinkTelegram = useUnlinkTelegram();
  // `useUpdateEmail` catches its own failures: it reports them to `onError` and resolves (`verifyCode` with
  // undefined), so a refused code or address would read as success. The code it reports is kept for the call to throw.
  const updateEmailFailure = useRef<string | null>(null);
  const updateEmail = useUpdateEmail({
    onError: (code) => {
      updateEmailFailure.current = code;
    },
  });
  const updatePhone = useUpdatePhone();
  const { acceptTerms } = useAcceptTerms();

  // The tokens of the last OAuth grant (sign-in or link), for the page that asked for them; a new user starts afresh.
  const [oauthTokens, setOAuthTokens] = useState<OAuthTokens | null>(null);
  useOAuthTokens({
    onOAuthTokenGrant: ({ oAuthTokens }: { oAuthTokens: SdkOAuthTokens }) => setOAuthTokens(toOAuthTokens(oAuthTokens)),
  });
  const signedOut = !user;
  useEffect(() => {
    if (signedOut) setOAuthTokens(null);
  }, [signedOut]);

  // `linkWithSiwe` needs the chain the message was written for: kept per message between the two calls.
  const siweChains = useRef(new Map<string, string>());

  // The hooks hand out new functions on most renders; the port's functions call the latest ones.
  const all = {
    linkEmail,
    linkPhone,
    linkOAuth,
    linkPasskey,
    linkSiwe,
    linkSiws,
    linkInModal,
    unlinkEmail,
    unlinkPhone,
    unlinkOAuth,
    unlinkPasskey,
    unlinkWallet,
    unlinkFarcaster,
    unlinkTelegram,
    updateEmail,
    updatePhone,
    acceptTerms,
  };
  const hooks = useLatest(all);

  const accountUser = useMemo(() => (user ? toAccountUser(user) : null), [user]);

  return useMemo<AccountPort>(
    () => ({
      user: accountUser,
      linkEmail: { state: linkEmail.state, ...forward(() => hooks.current.linkEmail, 'sendCode', 'linkWithCode') },
      linkPhone: { state: linkPhone.state, ...forward(() => hooks.current.linkPhone, 'sendCode', 'linkWithCode') },
      linkOAuth: {
        state: linkOAuth.state,
        initOAuth: (input) => hooks.current.linkOAuth.initOAuth(input),
      },
      linkPasskey: {
        state: linkPasskey.state,
        linkWithPasskey: () => hooks.current.linkPasskey.linkWithPasskey(),
      },
      linkSiwe: {
        state: linkSiwe.state,
        generateMessage: async (input) => {
          const message = await hooks.current.linkSiwe.generateSiweMessage(input);
          siweChains.current.set(message, input.chainId);
          return message;
        },
        login: async (input) => {
          const chainId = siweChains.current.get(input.message);
          if (!chainId) throw new Error('This message was not written here for linking: write a new one.');
          siweChains.current.delete(input.message);
          await hooks.current.linkSiwe.linkWithSiwe({ ...input, chainId });
        },
      },
      linkSiws: {
        generateMessage: (input) => hooks.current.linkSiws.generateSiwsMessage(input),
        login: (input) => hooks.current.linkSiws.linkWithSiws(input),
      },
      linkInProviderModal: (type) => {
        if (type === 'farcaster') hooks.current.linkInModal.linkFarcaster();
        else hooks.current.linkInModal.linkTelegram();
      },
      unlink: {
        email: (input) => hooks.current.unlinkEmail.unlink(input),
        phone: (input) => hooks.current.unlinkPhone.unlink(input),
        oauth: async ({ provider, subject }) => {
          // The journey names built-in providers by id, custom ones `custom:<id>`, another app's account `privy:<app id>`.
          if (!(isCrossAppProvider(provider) || isCustomId(provider) || isSdkProvider(provider))) {
            throw new Error(`Unknown OAuth provider "${provider}".`);
          }
          return hooks.current.unlinkOAuth.unlink({ provider, subject });
        },
        passkey: (input) => hooks.current.unlinkPasskey.unlink(input),
        wallet: (input) => hooks.current.unlinkWallet.unlink(input),
        farcaster: (input) => hooks.current.unlinkFarcaster.unlink(input),
        telegram: (input) => hooks.current.unlinkTelegram.unlink(input),
      },
      updateEmail: {
        state: updateEmail.state,
        sendCode: async (input) => {
          updateEmailFailure.current = null;
          await hooks.current.updateEmail.sendCode(input);
          throwIfFailed(updateEmailFailure);
        },
        verifyCode: async (input) => {
          updateEmailFailure.current = null;
          const result = await hooks.current.updateEmail.verifyCode(input);
          throwIfFailed(updateEmailFailure);
          if (!result)
            throw Object.assign(new Error('The e-mail address was not updated.'), {
              privyErrorCode: 'unknown_auth_error',
            });
          return result;
        },
      },
      updatePhone: {
        state: updatePhone.state,
        sendCode: (input) => hooks.current.updatePhone.sendCode(input),
        verifyCode: (input) => hooks.current.updatePhone.verifyCode(input),
      },
      oauthTokens,
      acceptTerms: () => hooks.current.acceptTerms(),
    }),
    [
      accountUser,
      linkEmail.state,
      linkPhone.state,
      linkOAuth.state,
      linkPasskey.state,
      linkSiwe.state,
      updateEmail.state,
      updatePhone.state,
      oauthTokens,
    ],
  );
}

/** The SDK's built-in OAuth providers (its `OAuthProviderID` without the `custom:` and `privy:` forms). */
const SDK_PROVIDERS = [
  'google',
  'discord',
  'twitter',
  'github',
  'spotify',
  'instagram',
  'tiktok',
  'linkedin',
  'apple',
  'line',
  'twitch',
  'telegram',
] as const satisfies readonly Parameters<ReturnType<typeof useUnlinkOAuth>['unlink']>[0]['provider'][];
const isSdkProvider = (provider: string): provider is (typeof SDK_PROVIDERS)[number] =>
  (SDK_PROVIDERS as readonly string[]).includes(provider);
