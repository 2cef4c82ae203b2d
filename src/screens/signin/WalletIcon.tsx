import { BrandIcon, type BrandName } from '../../icons/brands';
import { ProviderIcon } from '../../icons/ProviderIcon';

/** A wallet the user can choose: a known brand, or an EIP-6963 announcement with its own icon. */
export interface WalletOption {
  id: string;
  name: string;
  /** A known brand mark, or an icon URL (EIP-6963 announcements carry data: URIs). */
  icon: BrandName | { url: string };
  /** Announced by the browser (EIP-6963): installed and ready. */
  detected?: boolean | undefined;
  lastUsed?: boolean | undefined;
}

export function WalletIcon({
  wallet,
  size = 28,
}: {
  wallet: Pick<WalletOption, 'icon' | 'name'>;
  size?: number | undefined;
}) {
  return typeof wallet.icon === 'string' ? (
    <BrandIcon name={wallet.icon} size={size} />
  ) : (
    <ProviderIcon name={wallet.name} src={wallet.icon.url} size={size} />
  );
}
