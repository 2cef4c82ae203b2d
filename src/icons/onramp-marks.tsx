import { useId } from 'react';
import { type Mark, type MarkProps, renderMark } from './provider-marks';

/**
 * The fiat on-ramps' marks (funding), drawn here, simplified, on the same 24 x 24 grid as the other brand marks:
 * MoonPay's two moons on its violet, Coinbase's "C" on its blue. A module of its own, so only the funding screens
 * bring them.
 */
const moonpay: Mark = () => (
  <>
    <rect width="24" height="24" rx="6" fill="#7D00FF" />
    <circle cx="10" cy="14" r="5.6" fill="#fff" />
    <circle cx="17.4" cy="6.6" r="2.4" fill="#fff" />
  </>
);

const coinbase: Mark = () => (
  <>
    <rect width="24" height="24" rx="6" fill="#0052FF" />
    <path fill="#fff" d="M12 19.2a7.2 7.2 0 1 1 7.1-8.4h-3.7a3.6 3.6 0 1 0 0 2.4h3.7a7.2 7.2 0 0 1-7.1 6" />
  </>
);

export const onrampMarks = {
  moonpay: { title: 'MoonPay', mark: moonpay },
  coinbase: { title: 'Coinbase', mark: coinbase },
} as const satisfies Record<string, { title: string; mark: Mark }>;

export type OnrampMarkName = keyof typeof onrampMarks;

/** An on-ramp's mark as inline SVG. Decorative unless `title` is given. */
export function OnrampMark({ name, ...props }: Omit<MarkProps, 'name'> & { name: OnrampMarkName }) {
  const gradientId = useId();
  return renderMark(name, onrampMarks[name].mark, gradientId, props);
}
