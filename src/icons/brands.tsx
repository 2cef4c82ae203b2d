import { useId } from 'react';
import { type Mark, type MarkProps, providerMarks, renderMark, single } from './provider-marks';
import { walletChainPaths } from './wallet-chain-paths.generated';

/**
 * Brand marks: the eleven OAuth providers, Farcaster, common wallets and the supported chains. Marks from
 * simple-icons are single paths in the brand colour; the others are drawn here, simplified, on the same
 * 24 x 24 grid. Near-black marks (GitHub, X, Apple, TikTok) use the text colour so they show in dark themes.
 */

const w = walletChainPaths;

const drawn = {
  metamask: () => (
    <>
      <path fill="#E2761B" d="m21.6 2-8.2 6 1.5-3.6z" />
      <path fill="#E4761B" d="m2.4 2 8.1 6.1L9.1 4.4z" />
      <path
        fill="#F6851B"
        d="M2.4 2 4 9.6 2.6 14l1.3 4.3 4.5 1.3 1.8-1.4H14l1.8 1.4 4.5-1.3 1.3-4.3L20 9.6 21.6 2l-8.2 6h-2.9z"
      />
      <path fill="#E4751F" d="m8.4 19.6 1.8-1.4H14l1.8 1.4-.2 2H8.6z" />
      <path fill="#233447" d="M9.2 13.4 7.6 12l2.4.6zm5.6 0 1.6-1.4-2.4.6z" />
      <path fill="#CD6116" d="m10.2 18.2.3-2.2h3l.3 2.2z" />
    </>
  ),
  phantom: () => (
    <>
      <rect width="24" height="24" rx="6" fill="#AB9FF2" />
      <path
        fill="#fff"
        d="M4.8 15.6c0-4.8 3.2-8.6 7.4-8.6 4.3 0 6.9 3.4 6.9 7.3 0 .8-.6 1.3-1.3 1.3h-.2c-1.1 0-1.6.7-2.2 1.6s-1.3 1.9-2.9 1.9c-1.1 0-1.6-.5-2-1s-.8-.9-1.6-.9c-.7 0-1.1.3-1.5.6s-.8.6-1.4.6c-.7 0-1.2-.5-1.2-1.4"
      />
      <ellipse cx="10.6" cy="12" rx="0.9" ry="1.4" fill="#AB9FF2" />
      <ellipse cx="14.4" cy="12" rx="0.9" ry="1.4" fill="#AB9FF2" />
    </>
  ),
  rainbow: () => (
    <>
      <rect width="24" height="24" rx="6" fill="#001E59" />
      <g fill="none" strokeWidth="2.4">
        <path stroke="#FF4000" d="M4 6.2A13.8 13.8 0 0 1 17.8 20" />
        <path stroke="#FFD500" d="M4 9.6A10.4 10.4 0 0 1 14.4 20" />
        <path stroke="#00AAFF" d="M4 13a7 7 0 0 1 7 7" />
        <path stroke="#FFF" d="M4 16.4A3.6 3.6 0 0 1 7.6 20" />
      </g>
    </>
  ),
  coinbase: () => (
    <>
      <rect width="24" height="24" rx="6" fill="#0052FF" />
      <circle cx="12" cy="12" r="7.2" fill="#fff" />
      <rect x="9.4" y="9.4" width="5.2" height="5.2" rx="0.9" fill="#0052FF" />
    </>
  ),
  base: () => (
    <>
      <circle cx="12" cy="12" r="11" fill="#0052FF" />
      <path fill="#fff" d="M12 5.6a6.4 6.4 0 1 1-6.37 7.1h8.45v-1.4H5.63A6.4 6.4 0 0 1 12 5.6" />
    </>
  ),
  arbitrum: () => (
    <>
      <path fill="#213147" d="M12 1.5 21 6.75v10.5L12 22.5 3 17.25V6.75z" />
      <path fill="#12AAFF" d="m13.3 9.4 3.9 6.2-1.4.8-3.4-5.4zm2.3-.3-1.4.8 3.6 5.8.9-.5z" />
      <path fill="#fff" d="M10.6 6.9h1.6l-4.8 9.6-1.3-.8zm2.9 0h1.6l-5 10-1.3-.7z" />
    </>
  ),
  zora: (gradientId: string) => (
    <>
      <defs>
        <radialGradient id={gradientId} cx="0.32" cy="0.3" r="0.78">
          <stop offset="0" stopColor="#DCC8D0" />
          <stop offset="0.3" stopColor="#78C8CF" />
          <stop offset="0.55" stopColor="#4D959E" />
          <stop offset="0.75" stopColor="#305EB9" />
          <stop offset="0.9" stopColor="#311F12" />
          <stop offset="1" stopColor="#2B1D14" />
        </radialGradient>
      </defs>
      <circle cx="12" cy="12" r="11" fill={`url(#${gradientId})`} />
    </>
  ),
  solana: (gradientId) => (
    <>
      <defs>
        <linearGradient id={gradientId} x1="6" y1="18" x2="18" y2="6" gradientUnits="userSpaceOnUse">
          <stop stopColor="#9945FF" />
          <stop offset="1" stopColor="#14F195" />
        </linearGradient>
      </defs>
      <circle cx="12" cy="12" r="11" fill="#000" />
      <path fill={`url(#${gradientId})`} d="M8.3 15.5h9.4l-2 2H6.3zm0-9h9.4l-2 2H6.3zm-2 4.5h9.4l2 2H8.3z" />
    </>
  ),
  avalanche: () => (
    <>
      <circle cx="12" cy="12" r="11" fill="#E84142" />
      <path
        fill="#fff"
        d="M15.6 16.9h2.8c.6 0 .9-.3.6-.9l-1.4-2.4c-.3-.5-.7-.5-1 0l-1.3 2.4c-.3.5 0 .9.3.9M11.1 6.6c.4-.7 1.3-.7 1.7 0l.9 1.6c.2.4.2.9 0 1.3l-3.9 6.8c-.3.4-.7.6-1.2.6H5.9c-.7 0-1-.5-.7-1.1z"
      />
    </>
  ),
} satisfies Record<string, Mark>;

/** Wallets' and chains' marks. */
export const walletChainMarks = {
  metamask: { title: 'MetaMask', mark: drawn.metamask },
  coinbase_wallet: { title: 'Coinbase Wallet', mark: drawn.coinbase },
  base_account: { title: 'Base', mark: drawn.base },
  wallet_connect: { title: 'WalletConnect', mark: single(w.walletconnect) },
  phantom: { title: 'Phantom', mark: drawn.phantom },
  rainbow: { title: 'Rainbow', mark: drawn.rainbow },
  ethereum: { title: 'Ethereum', mark: single(w.ethereum, '#627EEA') },
  sepolia: { title: 'Sepolia', mark: single(w.ethereum, '#8A92B2') },
  polygon: { title: 'Polygon', mark: single(w.polygon) },
  optimism: { title: 'OP Mainnet', mark: single(w.optimism) },
  base: { title: 'Base', mark: drawn.base },
  arbitrum: { title: 'Arbitrum One', mark: drawn.arbitrum },
  zora: { title: 'Zora', mark: drawn.zora },
  avalanche: { title: 'Avalanche', mark: drawn.avalanche },
  bnb: { title: 'BNB Smart Chain', mark: single(w.bnb) },
  solana: { title: 'Solana', mark: drawn.solana },
} as const satisfies Record<string, { title: string; mark: Mark }>;

export const brandMarks = { ...providerMarks, ...walletChainMarks };

export type BrandName = keyof typeof brandMarks;

export interface BrandIconProps extends Omit<MarkProps, 'name'> {
  name: BrandName;
}

/** A brand mark as inline SVG. Decorative unless `title` is given. */
export function BrandIcon({ name, ...props }: BrandIconProps) {
  const gradientId = useId();
  return renderMark(name, brandMarks[name].mark, gradientId, props);
}
