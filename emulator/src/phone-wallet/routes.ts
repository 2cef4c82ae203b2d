import { hkdfSync } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { toHex } from 'viem';
import { SUPPORTED_CHAINS } from '../chain/settings';
import type { WalletEmulator } from '../context';
import { boundedFields } from '../http/forms';
import { ApiError } from '../http/request';
import { RELAY_PATH } from '../relay/transport';
import { phonePage } from './pages';
import { PhoneWallet, PhoneWalletError } from './service';
import { requestSigner } from './sign';

/** A `wc:` link is a few hundred characters; the bound leaves room for long relay parameters. */
const MAX_URI = 2048;

/**
 * The emulated phone wallet's page and its taps (mounted at `/_emulator`, behind the development pages' guard): GET
 * `/phone` (`?uri=wc:…`, as an app's deep link opens it, fills the link in), POST `/phone/pair`,
 * `/phone/proposals/:id` and `/phone/requests/:id` (`decision=approve|reject`), `/phone/quiet` (`on=true|false`);
 * GET `/phone.json` for tests.
 * The phone starts on first use, on the relay of the origin the page was asked on, for the local chain first and
 * then the others the emulator knows, with a key kept with the emulator's data; `dispose` takes it off the relay when
 * the emulator stops.
 */
export function phoneWalletRoutes(emulator: WalletEmulator) {
  const routes = new Hono();
  const chains = [emulator.config.chain.chainId, ...SUPPORTED_CHAINS.map((c) => c.id)].filter(
    (id, index, all) => all.indexOf(id) === index,
  );
  let phone: Promise<PhoneWallet> | null = null;
  const phoneFor = (requestUrl: string) => {
    // One phone per emulator, started on first use; a start that failed (the relay unreachable) is tried again on the
    // next visit.
    phone ??= PhoneWallet.start({
      relayUrl: `ws://${new URL(requestUrl).host}${RELAY_PATH}`,
      // Derived from the key the emulator keeps in its data directory: the same account after a restart (and a fresh
      // one per run without a data directory).
      key: toHex(
        new Uint8Array(hkdfSync('sha256', emulator.tokens.walletKey, new Uint8Array(), 'sigil-phone-wallet', 32)),
      ),
      chains,
      sign: requestSigner({ chains, rpcUrl: emulator.chainRpcUrl }),
    }).catch((error: unknown) => {
      phone = null;
      throw error;
    });
    return phone;
  };
  const idOf = (raw: string) => {
    if (!/^\d{1,20}$/.test(raw)) throw new ApiError(404, 'No such proposal or request', 'not_found');
    return Number(raw);
  };
  /** Carries out a tap; a refusal is shown on the page, not as an error page. */
  const tap = async (requestUrl: string, action: (wallet: PhoneWallet) => Promise<unknown>) => {
    try {
      await action(await phoneFor(requestUrl));
      return null;
    } catch (error) {
      if (error instanceof PhoneWalletError) return error.message;
      throw error;
    }
  };
  const page = async (requestUrl: string, uri: string, message: string | null) => {
    const wallet = await phoneFor(requestUrl);
    return phonePage(wallet.account.address, wallet.pending(), uri, message);
  };
  const decisionOf = async (c: Context) => {
    const { decision } = await boundedFields(c, ['decision'], { max: 16 });
    if (decision !== 'approve' && decision !== 'reject') {
      throw new ApiError(400, 'decision must be approve or reject', 'invalid_data');
    }
    return decision;
  };

  routes.get('/phone', async (c) => c.html(await page(c.req.url, (c.req.query('uri') ?? '').slice(0, MAX_URI), null)));
  routes.get('/phone.json', async (c) => {
    const wallet = await phoneFor(c.req.url);
    return c.json({ address: wallet.account.address, ...wallet.pending() });
  });
  routes.post('/phone/pair', async (c) => {
    const { uri } = await boundedFields(c, ['uri'], { max: MAX_URI });
    const message = await tap(c.req.url, (wallet) => wallet.pair(uri));
    return c.html(await page(c.req.url, message ? uri : '', message));
  });
  routes.post('/phone/proposals/:id', async (c) => {
    const id = idOf(c.req.param('id'));
    const decision = await decisionOf(c);
    const message = await tap(c.req.url, (wallet) => (decision === 'approve' ? wallet.approve(id) : wallet.reject(id)));
    return c.html(await page(c.req.url, '', message));
  });
  routes.post('/phone/requests/:id', async (c) => {
    const id = idOf(c.req.param('id'));
    const decision = await decisionOf(c);
    const message = await tap(c.req.url, (wallet) => wallet.answer(id, decision));
    return c.html(await page(c.req.url, '', message));
  });
  routes.post('/phone/quiet', async (c) => {
    const { on } = await boundedFields(c, ['on'], { max: 5 });
    await tap(c.req.url, (wallet) => wallet.setQuiet(on === 'true'));
    return c.html(await page(c.req.url, '', null));
  });

  return {
    routes,
    dispose: async () => {
      if (phone) await (await phone).close();
    },
  };
}
