import type { Decorator } from '@storybook/react-vite';
import { ScreenCard } from '../../src/primitives';

/** Screens are reviewed in the card the app shows them in. */
export const inCard: Decorator = (Story) => (
  <ScreenCard>
    <Story />
  </ScreenCard>
);

/** A fixed clock for screens with countdowns: 2026-01-01T00:00:00Z. */
export const FIXED_NOW = 1_767_225_600_000;
export const fixedClock = () => FIXED_NOW;
