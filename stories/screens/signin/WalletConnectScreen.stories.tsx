import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WalletConnectScreen } from '../../../src/screens';
import { walletConnectUri } from '../../fixtures';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/WalletConnectScreen',
  component: WalletConnectScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { onBack: fn() },
} satisfies Meta<typeof WalletConnectScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** WalletConnect v2: QR code for a phone, and a deep link on the phone itself. */
export const WalletConnectQr: Story = {
  args: {
    uri: walletConnectUri,
    mobileLink: `https://metamask.app.link/wc?uri=${encodeURIComponent(walletConnectUri)}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for WalletConnect' })).toHaveAttribute('width', '275');
    await expect(canvas.getByRole('link', { name: 'Open wallet app' })).toHaveAttribute(
      'href',
      expect.stringContaining('wc%3A'),
    );
  },
};
