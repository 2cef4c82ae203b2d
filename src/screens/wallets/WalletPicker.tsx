import { Select } from 'radix-ui';
import { useId } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { BrandIcon } from '../../icons/brands';
import { icons } from '../../icons/semantic';
import type { ChainType } from '../../model';
import { shortenAddress } from '../../primitives/Address';
import { useChainLabel } from '../parts/ChainName';
import { walletChain } from './format';
import { SelectList, SelectRow, SelectTrigger } from './select-parts';

/** A wallet the picker offers: its address (the value) and its chain. */
export interface PickerWallet {
  address: string;
  chainType: ChainType;
  chainId?: number | null | undefined;
}

export interface WalletPickerProps {
  wallets: readonly PickerWallet[];
  /** The chosen wallet's address. */
  value: string;
  onChange: (address: string) => void;
  disabled?: boolean | undefined;
}

/** A wallet's row: its chain's mark and name, then its address shortened. */
function WalletRow({ wallet }: { wallet: PickerWallet }) {
  const { t } = useCopy(walletsCopy);
  const chain = walletChain(wallet);
  const name = useChainLabel(chain);
  const Glyph = icons.wallet;
  return (
    <span className="sg:flex sg:min-w-0 sg:items-center sg:gap-2">
      {chain.mark ? <BrandIcon name={chain.mark} size={20} /> : <Glyph aria-hidden className="sg:size-5" />}
      <span className="sg:sr-only">{t('wallets.use.walletOption', { kind: name, address: wallet.address })}</span>
      <span aria-hidden className="sg:truncate">
        {name}
      </span>
      <span aria-hidden dir="ltr" className="sg:font-mono sg:text-muted-foreground sg:text-xs">
        {shortenAddress(wallet.address)}
      </span>
    </span>
  );
}

/**
 * Which wallet signs: a list of the person's wallets, each by its chain (mark and name) and short address (Radix
 * Select: arrow keys, type-ahead, Enter, Escape), styled as the network picker beside it.
 */
export function WalletPicker({ wallets, value, onChange, disabled = false }: WalletPickerProps) {
  const { t, locale } = useCopy(walletsCopy);
  const labelId = useId();
  const chosen = wallets.find((w) => w.address === value);
  return (
    <div data-slot="wallet-picker" className="sg:grid sg:gap-2 sg:text-start">
      <span id={labelId} className="sg:font-medium sg:text-foreground sg:text-sm">
        {t('wallets.use.wallet')}
      </span>
      <Select.Root value={value} onValueChange={onChange} disabled={disabled} dir={locale.dir}>
        <SelectTrigger labelId={labelId}>
          <Select.Value>{chosen ? <WalletRow wallet={chosen} /> : null}</Select.Value>
        </SelectTrigger>
        <SelectList>
          {wallets.map((wallet) => (
            <SelectRow key={wallet.address} value={wallet.address}>
              <span className="sg:flex sg:min-w-0 sg:flex-1">
                <WalletRow wallet={wallet} />
              </span>
            </SelectRow>
          ))}
        </SelectList>
      </Select.Root>
    </div>
  );
}
