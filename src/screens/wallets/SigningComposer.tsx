import { RadioGroup } from 'radix-ui';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useCopy } from '../../copy/CopyProvider';
import { walletsCopy } from '../../copy/decks/wallets';
import type { ErrorEntry } from '../../copy/errors';
import {
  type ComposedKind,
  type ComposedValues,
  type ComposeField,
  type ComposeProblem,
  composableKinds,
  composeSigningRequest,
  sampleTypedData,
} from '../../flows/signing/compose';
import { nativeCurrency } from '../../flows/signing/format';
import type { SigningRequestInput } from '../../flows/signing/request';
import { icons } from '../../icons/semantic';
import { cn } from '../../lib/cn';
import { CHAINS, isSupportedChainId, type SupportedChainId } from '../../model';
import { Button } from '../../primitives/Button';
import { Field, inputClasses } from '../../primitives/Field';
import { ScreenLayout } from '../../primitives/ScreenLayout';
import { ChainSwitcher } from './ChainSwitcher';
import { TransferFields } from './TransferFields';
import type { WalletCardWallet } from './WalletCard';
import { WalletPicker } from './WalletPicker';

/** A wallet the composer can use: a card's fields plus, for Ethereum, its current chain. */
export type ComposerWallet = Pick<WalletCardWallet, 'address' | 'chainType' | 'walletClientType' | 'imported'> & {
  chainId?: number | null | undefined;
};

export interface SigningComposerProps {
  /** The wallets to choose from (at least one). */
  wallets: readonly ComposerWallet[];
  /** The chosen wallet's address. */
  selected: string;
  onSelect: (address: string) => void;
  /** The chain the chosen wallet is being switched to, and why the last switch failed. */
  switchingTo?: SupportedChainId | null | undefined;
  switchError?: ErrorEntry | null | undefined;
  onSwitchChain: (chainId: SupportedChainId) => void;
  /** Busy: a request is under review, the fields wait. */
  disabled?: boolean | undefined;
  /** Starting values (stories); by default an empty message, a sample EIP-712 document and no transaction. */
  initialKind?: ComposedKind | undefined;
  initialValues?: { [K in keyof ComposedValues]?: ComposedValues[K] | undefined } | undefined;
  /** A valid request to review (`readSigningRequest` reads it for the review screen). */
  onReview: (request: SigningRequestInput) => void;
  /** The "Review request" button, for the review dialog to return focus to when it closes. */
  reviewButtonRef?: Ref<HTMLButtonElement> | undefined;
}

const KIND_LABEL = {
  message: 'wallets.use.kind.message',
  typedData: 'wallets.use.kind.typedData',
  transaction: 'wallets.use.kind.transaction',
} as const;

/** The field grows with what is typed, up to a height, then scrolls: no resize grip (the browser draws it) where
 * the browser can size it so; elsewhere a vertical grip. */
const textareaClasses = cn(
  inputClasses,
  'sg:field-sizing-content sg:h-auto sg:max-h-96 sg:min-h-24 sg:resize-y sg:supports-[field-sizing:content]:resize-none sg:py-2 sg:font-mono sg:text-sm sg:leading-relaxed',
);

/**
 * Writes a request for a wallet: choose the wallet (and, for Ethereum, its network), then a message, EIP-712
 * typed data (JSON, a sample to start from) or a transaction (recipient and amount in the chain's native
 * currency). Fields are checked on "Review request" with the spec's rules; a valid request goes to the
 * signing review. A Solana wallet signs messages only here (a Solana transaction needs a Solana network).
 */
export function SigningComposer({
  wallets,
  selected,
  onSelect,
  switchingTo = null,
  switchError = null,
  onSwitchChain,
  disabled = false,
  initialKind = 'message',
  initialValues,
  onReview,
  reviewButtonRef,
}: SigningComposerProps) {
  const { t, locale } = useCopy(walletsCopy);
  const ids = useId();
  const wallet = wallets.find((w) => w.address === selected) ?? wallets[0];
  const chainId = wallet?.chainId ?? null;
  const kinds = wallet ? composableKinds(wallet.chainType) : [];
  const [kind, setKind] = useState<ComposedKind>(initialKind);
  const [values, setValues] = useState<ComposedValues>(() => ({
    message: '',
    typedData: sampleTypedData(chainId, wallet?.address ?? ''),
    to: '',
    amount: '',
    ...initialValues,
  }));
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<ComposeField, ComposeProblem>>>({});
  const current = kinds.includes(kind) ? kind : 'message';

  // The sample typed data follows the chosen wallet and network until the person edits it.
  const [typedDataEdited, setTypedDataEdited] = useState(initialValues?.typedData !== undefined);
  useEffect(() => {
    if (!typedDataEdited) setValues((v) => ({ ...v, typedData: sampleTypedData(chainId, wallet?.address ?? '') }));
  }, [chainId, wallet?.address, typedDataEdited]);

  if (!wallet) return null;
  const symbol = nativeCurrency(chainId ?? undefined).symbol;
  const set = (field: ComposeField) => (value: string) => {
    if (field === 'typedData') setTypedDataEdited(true);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const composed = composeSigningRequest(current, values, { ...wallet, chainId });
    if (composed.ok) {
      setErrors({});
      onReview(composed.input);
    } else {
      setErrors(composed.errors);
      // The first field in error takes focus, once it is marked invalid.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };
  const error = (field: ComposeField) => {
    const problem = errors[field];
    return problem ? t(problem) : undefined;
  };
  const Pen = icons.pen;

  return (
    <ScreenLayout icon={<Pen />} title={t('wallets.use.title')} subtitle={t('wallets.use.subtitle')}>
      <form ref={form} className="sg:grid sg:gap-4 sg:text-start" onSubmit={submit} noValidate aria-busy={disabled}>
        <WalletPicker wallets={wallets} value={wallet.address} onChange={onSelect} disabled={disabled} />

        {wallet.chainType === 'ethereum' ? (
          <ChainSwitcher
            chainId={chainId}
            switchingTo={switchingTo}
            error={switchError}
            disabled={disabled}
            onSwitch={onSwitchChain}
          />
        ) : null}

        {kinds.length > 1 ? (
          <div className="sg:grid sg:gap-1.5">
            <span id={`${ids}-kind`} className="sg:font-medium sg:text-foreground sg:text-sm">
              {t('wallets.use.kind')}
            </span>
            <RadioGroup.Root
              aria-labelledby={`${ids}-kind`}
              value={current}
              onValueChange={(value) => setKind(value as ComposedKind)}
              disabled={disabled}
              orientation="horizontal"
              // Radix reads no page `dir`: right to left, the arrows move the other way along the row.
              dir={locale.dir}
              className="sg:grid sg:grid-cols-3 sg:gap-1 sg:rounded-sigil sg:border sg:border-border sg:bg-muted sg:p-1"
            >
              {kinds.map((k) => (
                <RadioGroup.Item
                  key={k}
                  value={k}
                  className={cn(
                    'sg:min-h-9 sg:min-w-0 sg:rounded-sigil-sm sg:px-1 sg:py-1 sg:font-medium sg:text-muted-foreground sg:text-sm sg:leading-tight sg:outline-none sg:transition-colors',
                    'sg:focus-visible:ring-2 sg:focus-visible:ring-ring',
                    'sg:data-[state=checked]:bg-background sg:data-[state=checked]:text-foreground sg:data-[state=checked]:shadow-sm',
                    'sg:disabled:cursor-not-allowed sg:disabled:opacity-60',
                  )}
                >
                  {t(KIND_LABEL[k])}
                </RadioGroup.Item>
              ))}
            </RadioGroup.Root>
          </div>
        ) : null}

        {current === 'message' ? (
          <Field label={t('wallets.use.message')} error={error('message')}>
            {({ inputId }, describedBy) => (
              <textarea
                id={inputId}
                className={textareaClasses}
                value={values.message}
                disabled={disabled}
                required
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => set('message')(event.target.value)}
              />
            )}
          </Field>
        ) : null}

        {current === 'typedData' ? (
          <Field label={t('wallets.use.typedData')} error={error('typedData')}>
            {({ inputId }, describedBy) => (
              <textarea
                id={inputId}
                dir="ltr"
                spellCheck={false}
                className={cn(textareaClasses, 'sg:min-h-64')}
                value={values.typedData}
                disabled={disabled}
                required
                aria-invalid={errors.typedData ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => set('typedData')(event.target.value)}
              />
            )}
          </Field>
        ) : null}

        {current === 'transaction' ? (
          <TransferFields
            to={values.to}
            amount={values.amount}
            symbol={symbol}
            errors={{ to: error('to'), amount: error('amount') }}
            disabled={disabled}
            amountDescription={
              isSupportedChainId(chainId) ? t('wallets.use.network', { chain: CHAINS[chainId].name }) : undefined
            }
            onTo={set('to')}
            onAmount={set('amount')}
          />
        ) : null}

        <Button ref={reviewButtonRef} type="submit" fullWidth disabled={disabled}>
          {t('wallets.use.review')}
        </Button>
      </form>
    </ScreenLayout>
  );
}
