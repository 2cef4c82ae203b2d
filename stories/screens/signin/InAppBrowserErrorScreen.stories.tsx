import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { InAppBrowserErrorScreen } from '../../../src/screens';
import { copiedThenRest } from '../../fixtures';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/InAppBrowserErrorScreen',
  component: InAppBrowserErrorScreen,
  tags: ['responsive'],
  decorators: [inCard],
} satisfies Meta<typeof InAppBrowserErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In an embedded browser the provider refuses: "Could not log in with provider". */
export const InAppBrowser: Story = {
  args: { providerName: 'Google', pageUrl: 'https://acme.example/login', onBack: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not log in with provider' })).toBeVisible();
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link to open in browser' }));
    await expect(write).toHaveBeenCalledWith('https://acme.example/login');
    await copiedThenRest(canvas);
  },
};
