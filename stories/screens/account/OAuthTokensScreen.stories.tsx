import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OAuthTokensScreen } from '../../../src/screens/account';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Account/OAuthTokensScreen',
  component: OAuthTokensScreen,
  decorators: [inCard],
  args: {
    tokens: {
      provider: 'google',
      accessToken: 'ya29.a0AfB_secret',
      accessTokenExpiresInSeconds: 3599,
      refreshToken: '1//0g-secret',
      refreshTokenExpiresInSeconds: 5_184_000,
      scopes: ['openid', 'email', 'https://www.googleapis.com/auth/calendar.readonly'],
    },
    onDone: fn(),
  },
} satisfies Meta<typeof OAuthTokensScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Google returned both tokens: the scopes, each token's lifetime; never the tokens themselves. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Access granted by Google' })).toBeVisible();
    const scopes = within(canvas.getByRole('region', { name: 'Scopes' })).getAllByRole('listitem');
    await expect(scopes.map((scope) => scope.textContent)).toEqual([
      'openid',
      'email',
      'https://www.googleapis.com/auth/calendar.readonly',
    ]);
    await expect(canvas.getByText('Access token').nextElementSibling).toHaveTextContent('Expires in 59 minutes');
    await expect(canvas.getByText('Refresh token').nextElementSibling).toHaveTextContent('Expires in 60 days');
    await expect(canvasElement.textContent).not.toContain('secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** GitHub returns an access token only, without a lifetime, and no scopes listed. */
export const AccessTokenOnly: Story = {
  args: { tokens: { provider: 'github', accessToken: 'gho_secret' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access granted by GitHub' })).toBeVisible();
    await expect(canvas.getByText('None listed')).toBeVisible();
    await expect(canvas.getByText('Access token').nextElementSibling).toHaveTextContent('No expiry given');
    await expect(canvas.getByText('Refresh token').nextElementSibling).toHaveTextContent('Not returned');
  },
};

/** A custom provider, with a short-lived token. */
export const CustomProvider: Story = {
  args: {
    tokens: { provider: 'custom:acme-sso', accessToken: 'acme', accessTokenExpiresInSeconds: 45, scopes: ['profile'] },
    customProviders: [{ id: 'custom:acme-sso', name: 'Acme SSO' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Access granted by Acme SSO' })).toBeVisible();
    await expect(canvas.getByText('Access token').nextElementSibling).toHaveTextContent('Expires in 45 seconds');
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refresh token')).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
