/**
 * Funding a wallet, filled from the SDK's only headless funding API (SDK side: loaded with the SDK's chunk):
 * `usePrivyClient_experimental().funding` — `moonpay.sign` (`POST /api/v1/plugins/moonpay_on_ramp/sign`: the
 * provider signs MoonPay's URL), `coinbase.initOnRampSession` / `getStatus`. The SDK's funding hooks
 * (`useFundWallet`, `useFiatOnramp`, `useAddFunds`) only open its modal, whose card on-ramps serve mainnets only
 * (docs/app.md#headless-coverage). MoonPay's purchase status comes from MoonPay's API live and from a stand-in of it
 * offline; Coinbase's page is Coinbase's live and a stand-in offline (`OnrampStandIns`, a local emulator's).
 */
import { usePrivyClient_experimental } from '@privy-io/react-auth';
import { useMemo } from 'react';
import { useLatest } from '../../lib/use-latest';
import { isTestnet } from '../../model';
import type { OnrampStatus, WalletsPort } from '../../ports';
import type { OnrampStandIns } from '../config';
import { COINBASE_NETWORK, MOONPAY_NATIVE, pricedChain } from '../onramps';
import type { ConnectionsPorts } from '../port';

/** What `useFundingPort` needs besides the wallets. */
export interface FundingOptions {
  /** The app id (Coinbase's partner name is `privy:<app id>`). */
  appId: string;
  /** Stand-ins for the on-ramps' pages and status API (a local emulator's); null or unset: MoonPay and Coinbase. */
  standIns?: OnrampStandIns | null | undefined;
}

const COINBASE_PAGE = 'https://pay.coinbase.com/buy/select-asset';

/** MoonPay's purchase status in the flow's terms: not found yet (404) and its in-between states are pending. */
function moonpayStatus(status: string | undefined, txHash: string | null): OnrampStatus {
  if (status === 'completed') return { status: 'completed', txHash };
  if (status === 'failed' || status === 'serviceFailure') return { status: 'failed' };
  return { status: 'pending' };
}

/**
 * The Funding journey's port, but for the on-ramps on offer (the page adds those from the app's settings): purchases
 * prepared through `usePrivyClient_experimental().funding`, balances and prices from `wallets`.
 */
export function useFundingPort(wallets: WalletsPort, options: FundingOptions): ConnectionsPorts['funding'] {
  const client = usePrivyClient_experimental();
  const latest = useLatest({ client, wallets, options });
  const standIn = Boolean(options.standIns);

  return useMemo<ConnectionsPorts['funding']>(() => {
    const held = (address: string) => {
      const wallet = latest.current.wallets.wallets.find((w) => w.address.toLowerCase() === address.toLowerCase());
      if (!wallet) throw new Error('This wallet is not one of yours.');
      return wallet;
    };
    return {
      runsOnEmulator: standIn,
      getBalance: (wallet) => latest.current.wallets.getBalance(held(wallet.address)),
      getUsdPrice: (chainType, chainId) => latest.current.wallets.getUsdPrice(chainType, pricedChain(chainId, standIn)),
      start: async (provider, { address, chainType, chainId, amountUsd }) => {
        const { client, wallets, options } = latest.current;
        if (chainType !== 'ethereum' || chainId === null) throw new Error('This wallet cannot be funded here.');
        if (provider === 'moonpay') {
          const currencyCode = MOONPAY_NATIVE[chainId];
          const price = await wallets.getUsdPrice('ethereum', pricedChain(chainId, Boolean(options.standIns)));
          if (!currencyCode || !price) throw new Error('MoonPay does not sell on this network.');
          const { signedUrl, externalTransactionId } = await client.funding.moonpay.sign({
            address,
            config: {
              currencyCode: currencyCode as 'ETH_BASE',
              // MoonPay's widget takes the amount of crypto to buy, as the SDK's own modal sends it.
              quoteCurrencyAmount: Number((amountUsd / price).toFixed(8)),
              paymentMethod: 'credit_debit_card',
            },
            useSandbox: isTestnet(chainId),
          });
          return { url: signedUrl, id: externalTransactionId };
        }
        const target = COINBASE_NETWORK[chainId];
        if (!target) throw new Error('Coinbase Onramp does not sell on this network.');
        const session = await client.funding.coinbase.initOnRampSession({
          addresses: [{ address, blockchains: [target.network as 'base'] }],
          assets: [target.asset as 'ETH'],
        });
        const url = new URL(options.standIns?.coinbasePage ?? COINBASE_PAGE);
        for (const [name, value] of Object.entries({
          appId: session.app_id,
          sessionToken: session.session_token,
          endPartnerName: `privy:${options.appId}`,
          defaultExperience: 'buy',
          presetFiatAmount: amountUsd.toFixed(2),
          fiatCurrency: 'USD',
          defaultNetwork: target.network,
          defaultPaymentMethod: 'CARD',
          defaultAsset: target.asset,
          partnerUserId: session.partner_user_id,
        })) {
          url.searchParams.set(name, value);
        }
        return { url: url.href, id: session.partner_user_id };
      },
      status: async (provider, id) => {
        const { client, options } = latest.current;
        if (provider === 'coinbase') {
          const { status } = await client.funding.coinbase.getStatus(id);
          return status === 'success'
            ? { status: 'completed', txHash: null }
            : status === 'failure'
              ? { status: 'failed' }
              : { status: 'pending' };
        }
        if (!options.standIns) {
          // Live: the SDK reads MoonPay's own API (sandbox on testnets, which MoonPay does not sell on anyway).
          const answer = await client.funding.moonpay.getTransactionStatus({ transactionId: id, useSandbox: false });
          return moonpayStatus(answer?.status, null);
        }
        // A stand-in for MoonPay's status API (a local emulator's).
        const response = await fetch(options.standIns.moonpayStatus(id));
        if (response.status === 404) return { status: 'pending' };
        if (!response.ok) throw new Error(`MoonPay's status could not be read (HTTP ${response.status}).`);
        const [purchase] = (await response.json()) as { status?: string; cryptoTransactionId?: string | null }[];
        return moonpayStatus(purchase?.status, purchase?.cryptoTransactionId ?? null);
      },
    };
  }, [standIn]);
}
