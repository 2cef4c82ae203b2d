import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OAUTH_PROVIDERS } from '../../../src/model';
import { SocialLoginScreen } from '../../../src/screens';
import { customProviderIcon } from '../../fixtures';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Sign-in/SocialLoginScreen',
  component: SocialLoginScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: {
    providers: OAUTH_PROVIDERS.map((p) => p.id),
    customProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO', iconUrl: customProviderIcon }],
    onSelect: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof SocialLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The eleven providers and a custom one with its own name and icon. */
export const Providers: Story = {
  play: async ({ canvas, args }) => {
    const buttons = within(canvas.getByRole('list')).getAllByRole('button');
    await expect(buttons).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Acme SSO' }));
    await expect(args.onSelect).toHaveBeenCalledWith('custom:acme-sso');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with X (Twitter)' }));
    await expect(args.onSelect).toHaveBeenCalledWith('twitter');
  },
};
