import { z } from 'zod';
import type { Emulator } from '../context';
import { ApiError } from '../http/request';
import { consentRedirect } from '../oauth/service';
import { requireBoundedEmail } from '../security/limits';
import { crossAppAccounts } from './accounts';
import { answerPage, authorizePage, type OfferedAccount, type ProviderAppOverview } from './pages';
import type { ProviderApp } from './settings';

/** The most accounts the consent page lists. */
const MAX_OFFERED = 20;
const Email = z.string().email();

/** What a provider app's page answers: a redirect back to our app, or a page with its status. */
export type ConsentAnswer = { redirect: string } | { html: string; status: 200 | 400 | 404 };

/**
 * The provider apps the emulator plays, and their consent page for `privy:<appId>` OAuth: pick or make the account
 * there, then Allow or Deny.
 */
export function providerAppConsent(emulator: Emulator) {
  const { config, repo, now } = emulator;
  const accounts = crossAppAccounts(emulator);

  /** Every provider app the emulator plays, with its users and their wallets (at most MAX_OFFERED each). */
  const overview = (): ProviderAppOverview[] =>
    config.crossApp.providerApps.map((app) => ({
      app,
      users: repo.crossApp
        .users(app.appId, MAX_OFFERED)
        .map(({ id, email, name, address }) => ({ id, email, name, address })),
    }));

  /** The pending OAuth request for this provider app under a state code, or undefined. */
  function pendingFor(app: ProviderApp, state: string) {
    const pending = state ? repo.oauth.pendingState(state, now()) : undefined;
    return pending && pending.provider.toLowerCase() === `privy:${app.appId}`.toLowerCase() ? pending : undefined;
  }

  /** The accounts the consent page offers: the configured users first, then those made there (MAX_OFFERED). */
  function offered(app: ProviderApp): OfferedAccount[] {
    const list: OfferedAccount[] = app.users.map((u) => ({
      email: u.email.toLowerCase(),
      name: u.name,
      address: repo.crossApp.userByEmail(app.appId, u.email.toLowerCase())?.address ?? null,
    }));
    for (const user of repo.crossApp.users(app.appId, MAX_OFFERED)) {
      if (!list.some((a) => a.email === user.email))
        list.push({ email: user.email, name: user.name, address: user.address });
    }
    return list.slice(0, MAX_OFFERED);
  }

  const cannotContinue = (app: ProviderApp, text: string): { html: string; status: 400 } => ({
    html: answerPage(app, { title: 'This request cannot continue', text }),
    status: 400,
  });

  /** The request under this state, for a connected app; else the page saying why it cannot continue. */
  function pendingConnected(app: ProviderApp, state: string) {
    const pending = pendingFor(app, state);
    if (!pending) return cannotContinue(app, 'This sign-in request is unknown or has expired. Start again.');
    if (!app.connected) return cannotContinue(app, `${config.appName} is not connected to ${app.name}.`);
    return pending;
  }

  /** The consent page for a pending request of this provider app. */
  function consentPage(app: ProviderApp, state: string): ConsentAnswer {
    const pending = pendingConnected(app, state);
    if ('html' in pending) return pending;
    const page = authorizePage(app, {
      requester: config.appName,
      state,
      accounts: offered(app),
      redirectOrigin: new URL(pending.redirect_to).origin,
    });
    return { html: page, status: 200 };
  }

  /**
   * Allow (as an offered account, or a new one named by its e-mail address: a new user there, with a wallet) or
   * Deny: back to our app, with a code or what the SDK reads as "User denied confirmation during cross-app auth flow".
   */
  function answer(
    app: ProviderApp,
    form: { state: string; decision: string; account: string; new_email: string },
  ): ConsentAnswer {
    const pending = pendingConnected(app, form.state);
    if ('html' in pending) return pending;
    const identity = () => {
      const candidate = (form.new_email || form.account).toLowerCase();
      requireBoundedEmail(candidate, 'new_email');
      const email = Email.safeParse(candidate);
      if (!email.success)
        throw new ApiError(400, 'Choose an account, or give the e-mail address of a new one', 'invalid_data');
      const configured = app.users.find((u) => u.email.toLowerCase() === email.data);
      const user = accounts.userNamed(app, email.data, configured?.name ?? email.data.split('@')[0] ?? email.data);
      return { subject: user.id, email: user.email, name: user.name, username: user.email.split('@')[0] ?? user.email };
    };
    const redirect = consentRedirect(
      emulator,
      pending,
      form.state,
      form.decision === 'allow' ? identity : null,
      'This sign-in request has already been answered',
    );
    return { redirect };
  }

  return { overview, consentPage, answer };
}
