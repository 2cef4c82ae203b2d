import { useCopy } from '../../copy/CopyProvider';
import { farcasterSignerCopy } from '../../copy/decks/farcaster-signer';

/** The user's Farcaster account, as the signer screens show it. */
export interface SignerAccount {
  fid: number;
  username: string | null;
}

/** "For @ada (fid 3621)", or "For fid 3621" without a username. */
export function AccountLine({ account }: { account: SignerAccount }) {
  const { t } = useCopy(farcasterSignerCopy);
  return (
    <p className="sg:text-center sg:font-medium sg:text-foreground sg:text-sm">
      {account.username
        ? t('signer.add.account', { username: account.username, fid: String(account.fid) })
        : t('signer.add.accountFid', { fid: String(account.fid) })}
    </p>
  );
}
