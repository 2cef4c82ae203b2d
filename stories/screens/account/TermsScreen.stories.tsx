import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messageFor } from '../../../src/copy';
import { TermsScreen } from '../../../src/screens/account';
import { inCard } from '../frame';

const meta = {
  title: 'Screens/Account/TermsScreen',
  component: TermsScreen,
  decorators: [inCard],
  args: {
    appName: 'Acme',
    termsUrl: 'https://acme.example/terms',
    privacyUrl: 'https://acme.example/privacy',
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof TermsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app requires its terms: links to both, Accept or Decline. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Accept the terms' })).toBeVisible();
    await expect(canvas.getByText(/To keep using Acme, accept its/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://acme.example/terms');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://acme.example/privacy',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledOnce();
  },
};

/** Recording the acceptance: "Accepting", Decline waits. */
export const Accepting: Story = {
  parameters: { keepFocus: true },
  args: { accepting: true },
  play: async ({ canvas, args }) => {
    const busy = canvas.getByRole('button', { name: 'Accepting' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Recording it failed (too many requests). */
export const Failed: Story = {
  args: { error: messageFor({ privyErrorCode: 'too_many_requests' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests. Please wait before trying again.');
  },
};

/** Without an app name or links. */
export const Plain: Story = {
  args: { appName: undefined, termsUrl: undefined, privacyUrl: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('To continue, accept the Terms and Privacy Policy.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

/** At a phone's width. */
export const Phone: Story = {
  tags: ['responsive'],
  globals: { viewport: { value: 'sigilPhone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeVisible();
  },
};
