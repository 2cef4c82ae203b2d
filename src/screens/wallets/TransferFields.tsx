import type { ReactNode } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { TextField } from '../../primitives/Field';

export interface TransferFieldsProps {
  to: string;
  amount: string;
  /** The native unit's symbol, in the amount's label ("Amount (ETH)"). */
  symbol: string;
  /** Each field's error, in words. */
  errors: { to?: string | undefined; amount?: string | undefined };
  /** Under the amount: the network it is sent on, or the balance. */
  amountDescription?: ReactNode | undefined;
  disabled?: boolean | undefined;
  onTo: (value: string) => void;
  onAmount: (value: string) => void;
}

/** A native transfer's fields: the recipient's address and the amount in the chain's native unit. */
export function TransferFields({
  to,
  amount,
  symbol,
  errors,
  amountDescription,
  disabled = false,
  onTo,
  onAmount,
}: TransferFieldsProps) {
  const { t } = useCopy(walletsCopy);
  return (
    <>
      <TextField
        label={t('wallets.use.to')}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder="0x…"
        className="sg:font-mono sg:text-sm"
        value={to}
        disabled={disabled}
        error={errors.to}
        onChange={(event) => onTo(event.target.value)}
      />
      <TextField
        label={t('wallets.use.amount', { symbol })}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        placeholder="0.01"
        value={amount}
        disabled={disabled}
        error={errors.amount}
        description={amountDescription}
        onChange={(event) => onAmount(event.target.value)}
      />
    </>
  );
}
