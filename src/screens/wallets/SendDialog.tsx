import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import { type ComposeProblem, composeSigningRequest } from '../../flows/signing/compose';
import { nativeCurrency } from '../../flows/signing/format';
import type { SigningRequestInput } from '../../flows/signing/request';
import { shortenAddress } from '../../primitives/Address';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Modal';
import { useChainLabel } from '../parts/ChainName';
import { formatAmount, type WalletBalance, walletChain } from './format';
import { TransferFields } from './TransferFields';
import type { WalletCardWallet } from './WalletCard';

export interface SendDialogProps {
  open: boolean;
  /** The wallet that sends, on the chain it is on now (the transfer is for that chain). */
  wallet: Pick<WalletCardWallet, 'address' | 'chainType' | 'chainId'>;
  /** Its balance, shown under the amount; omitted or not a balance: not shown. */
  balance?: WalletBalance | 'loading' | null | undefined;
  /** Starting values (stories, or a link that prefills them). */
  initialTo?: string | undefined;
  initialAmount?: string | undefined;
  /** A valid transfer of the native unit, for the signing review (`readSigningRequest` reads it). */
  onReview: (request: SigningRequestInput) => void;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Where focus goes when it closes: the button that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined;
}

type Problems = { to?: ComposeProblem | undefined; amount?: ComposeProblem | 'wallets.send.amount.zero' | undefined };

/**
 * "Send": a recipient (an address, its checksum checked with viem) and an amount in the chain's native unit (at
 * most its 18 decimals, parsed with viem, more than 0), checked on "Review"; a valid transfer goes to the signing
 * review, which shows the fee and checks the balance before anything reaches the wallet.
 */
export function SendDialog({
  open,
  wallet,
  balance,
  initialTo = '',
  initialAmount = '',
  onReview,
  onOpenChange,
  returnFocusTo,
}: SendDialogProps) {
  const { t, locale } = useCopy(walletsCopy);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const chain = walletChain(wallet);
  const chainName = useChainLabel(chain);
  const { symbol } = nativeCurrency(wallet.chainId ?? undefined);
  const [to, setTo] = useState(initialTo);
  const [amount, setAmount] = useState(initialAmount);
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const composed = composeSigningRequest(
      'transaction',
      { message: '', typedData: '', to, amount },
      { chainType: wallet.chainType, address: wallet.address, chainId: wallet.chainId ?? null },
    );
    // A transfer of nothing costs a fee and moves nothing: refused here.
    const zero = composed.ok && !/[1-9]/.test(amount);
    if (composed.ok && !zero) {
      setProblems({});
      onReview(composed.input);
      return;
    }
    setProblems(composed.ok ? { amount: 'wallets.send.amount.zero' } : composed.errors);
    // The first field in error takes focus, once it is marked invalid.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const shownBalance =
    balance && balance !== 'loading'
      ? t('wallets.send.balance', { amount: formatAmount(balance, locale.code), symbol: balance.symbol })
      : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('wallets.send.title', { symbol })}
      description={t('wallets.send.from', { address: shortenAddress(wallet.address), chain: chainName })}
      footer={
        <div className="sg:grid sg:gap-2">
          <Button type="submit" form={formId} fullWidth>
            {t('wallets.send.review')}
          </Button>
          <Button variant="ghost" fullWidth onClick={() => onOpenChange?.(false)}>
            {t('action.cancel')}
          </Button>
        </div>
      }
    >
      <form id={formId} ref={form} noValidate onSubmit={submit} className="sg:grid sg:gap-4 sg:text-start">
        <TransferFields
          to={to}
          amount={amount}
          symbol={symbol}
          errors={{ to: problems.to && t(problems.to), amount: problems.amount && t(problems.amount) }}
          amountDescription={shownBalance}
          onTo={(value) => {
            setTo(value);
            setProblems((p) => ({ ...p, to: undefined }));
          }}
          onAmount={(value) => {
            setAmount(value);
            setProblems((p) => ({ ...p, amount: undefined }));
          }}
        />
      </form>
    </Modal>
  );
}
