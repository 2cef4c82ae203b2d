import { type ComponentProps, useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { BrandIcon } from '../../icons/brands';
import { CHAIN_MARKS } from '../../icons/catalog';
import { cn } from '../../lib/cn';
import { CHAINS, isSupportedChainId } from '../../model';
import { Chip } from '../../primitives/Chip';

/** One network a smart wallet is configured on, as `GET /api/v1/apps/{appId}/smart_wallets` answers. */
export interface SmartWalletNetwork {
  /** CAIP-2 (`eip155:8453`) or a bare chain id. */
  chain_id: string;
  chain_name?: string | undefined;
  bundler_url?: string | undefined;
  paymaster_url?: string | undefined;
  paymaster_context?: { policy_id?: string | undefined } | null | undefined;
}

/** The smart-wallet configuration (spec 3), in the provider's answer shape. */
export type SmartWalletConfiguration =
  | { enabled: false }
  | {
      enabled: true;
      smart_wallet_type: string;
      smart_wallet_version?: string | undefined;
      configured_networks: readonly SmartWalletNetwork[];
    };

export interface SmartWalletConfigProps extends Omit<ComponentProps<'section'>, 'children'> {
  config: SmartWalletConfiguration;
  headingLevel?: 2 | 3 | 4 | undefined;
}

/** The numeric chain id of `eip155:8453` or `8453`; null for anything else. */
function chainIdOf(value: string): number | null {
  const match = /^(?:eip155:)?(\d+)$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The app's smart-wallet configuration: whether it is enabled, the smart wallet's type and version, and
 * each configured network with its chain id, bundler URL, and paymaster URL and policy id where present.
 */
export function SmartWalletConfig({ config, headingLevel = 3, className, ...props }: SmartWalletConfigProps) {
  const { t } = useCopy(walletsCopy);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="smart-wallet-config"
      aria-labelledby={titleId}
      className={cn(
        'sg:grid sg:gap-4 sg:rounded-sigil-lg sg:border sg:border-border sg:bg-surface sg:p-4 sg:text-start',
        className,
      )}
      {...props}
    >
      <header className="sg:flex sg:items-center sg:justify-between sg:gap-3">
        <Heading id={titleId} className="sg:font-semibold sg:text-base sg:text-foreground">
          {t('wallets.smart.title')}
        </Heading>
        <Chip tone={config.enabled ? 'success' : 'neutral'}>
          {config.enabled ? t('status.enabled') : t('status.disabled')}
        </Chip>
      </header>
      {config.enabled ? (
        <>
          <dl className="sg:grid sg:grid-cols-[auto_1fr] sg:gap-x-4 sg:gap-y-1.5 sg:text-sm">
            <dt className="sg:text-muted-foreground">{t('wallets.smart.type')}</dt>
            <dd className="sg:text-end sg:font-mono sg:text-foreground">{config.smart_wallet_type}</dd>
            {config.smart_wallet_version ? (
              <>
                <dt className="sg:text-muted-foreground">{t('wallets.smart.version')}</dt>
                <dd className="sg:text-end sg:font-mono sg:text-foreground">{config.smart_wallet_version}</dd>
              </>
            ) : null}
          </dl>
          <NetworkList networks={config.configured_networks} />
        </>
      ) : (
        <p className="sg:text-muted-foreground sg:text-sm">{t('wallets.smart.disabled')}</p>
      )}
    </section>
  );
}

function NetworkList({ networks }: { networks: readonly SmartWalletNetwork[] }) {
  const { t } = useCopy(walletsCopy);
  const titleId = useId();
  return (
    <div className="sg:grid sg:gap-2">
      <p id={titleId} className="sg:font-medium sg:text-foreground sg:text-sm">
        {t('wallets.smart.networks')}
      </p>
      {networks.length === 0 ? (
        <p className="sg:text-muted-foreground sg:text-sm">{t('wallets.smart.noNetworks')}</p>
      ) : (
        <ul aria-labelledby={titleId} className="sg:grid sg:gap-2">
          {networks.map((network) => {
            const id = chainIdOf(network.chain_id);
            const known = isSupportedChainId(id) ? id : null;
            const name = known
              ? CHAINS[known].name
              : (network.chain_name ?? t('wallets.smart.unknownChain', { chainId: network.chain_id }));
            const rows: [string, string][] = [
              [t('wallets.smart.chainId'), id === null ? network.chain_id : String(id)],
            ];
            if (network.bundler_url) rows.push([t('wallets.smart.bundler'), network.bundler_url]);
            if (network.paymaster_url) rows.push([t('wallets.smart.paymaster'), network.paymaster_url]);
            const policy = network.paymaster_context?.policy_id;
            if (policy) rows.push([t('wallets.smart.policy'), policy]);
            return (
              <li
                key={network.chain_id}
                className="sg:grid sg:gap-2 sg:rounded-sigil sg:border sg:border-border sg:p-3"
              >
                <p className="sg:flex sg:items-center sg:gap-2 sg:font-medium sg:text-foreground sg:text-sm">
                  {known ? <BrandIcon name={CHAIN_MARKS[known]} size={20} /> : null}
                  {name}
                </p>
                <dl className="sg:grid sg:gap-1 sg:text-xs">
                  {rows.map(([label, value]) => (
                    <div key={label} className="sg:grid sg:gap-0.5">
                      <dt className="sg:text-muted-foreground">{label}</dt>
                      <dd dir="ltr" className="sg:break-all sg:text-start sg:font-mono sg:text-foreground">
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
