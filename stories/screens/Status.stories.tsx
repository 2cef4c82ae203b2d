import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../src/copy';
import {
  CaptchaScreen,
  CustomTokenScreen,
  GuestScreen,
  SignedInScreen,
  SignedOutScreen,
  TelegramScreen,
} from '../../src/screens/signin';
import { blurActiveElement } from '../fixtures';
import { inCard } from './frame';

const meta = {
  title: 'Screens/Sign-in/Status',
  component: TelegramScreen,
  tags: ['responsive'],
  decorators: [inCard],
  args: { status: 'initial', onStart: fn(), onBack: fn() },
} satisfies Meta<typeof TelegramScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Telegram: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Telegram' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

export const TelegramWaiting: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Confirm in the Telegram window' })).toBeVisible();
  },
};

export const TelegramFailed: Story = {
  args: { status: 'error', error: errorEntry('auth.failed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Authentication failed');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

type Custom = StoryObj<typeof CustomTokenScreen>;
export const CustomTokenSigningIn: Custom = {
  render: (args) => <CustomTokenScreen {...args} />,
  args: { status: 'loading', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Signing you in' })).toBeVisible();
  },
};

export const CustomTokenNotEnabled: Custom = {
  render: (args) => <CustomTokenScreen {...args} />,
  args: { status: 'not-enabled', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Signing in with your account is not enabled for this app.',
    );
  },
};

export const CustomTokenFailed: Custom = {
  render: (args) => <CustomTokenScreen {...args} />,
  args: { status: 'error', error: errorEntry('auth.failed'), onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

type Guest = StoryObj<typeof GuestScreen>;
export const ContinueAsGuest: Guest = {
  render: (args) => <GuestScreen {...args} />,
  args: { onContinue: fn(), onBack: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You can add a login method later to keep your account.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue as guest' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

export const GuestCreating: Guest = {
  render: (args) => <GuestScreen {...args} />,
  args: { creating: true, onContinue: fn(), onBack: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating your guest account' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

type Captcha = StoryObj<typeof CaptchaScreen>;
export const CaptchaChecking: Captcha = {
  render: (args) => <CaptchaScreen {...args} />,
  args: { state: { status: 'loading', attempt: 1 }, onRestart: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Checking that you are human' })).toBeVisible();
  },
};

export const CaptchaRetrying: Captcha = {
  render: (args) => <CaptchaScreen {...args} />,
  args: { state: { status: 'retrying', attempt: 1 }, onRestart: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Still checking (attempt 2)');
  },
};

export const CaptchaTimedOut: Captcha = {
  render: (args) => <CaptchaScreen {...args} />,
  args: { state: { status: 'timed-out' }, onRestart: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The check took too long.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRestart).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};

export const SignedIn: StoryObj<typeof SignedInScreen> = {
  render: (args) => <SignedInScreen {...args} />,
  args: { name: 'ada@example.com', onContinue: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(canvas.getByText('Signed in as ada@example.com')).toBeVisible();
  },
};

export const SignedOut: StoryObj<typeof SignedOutScreen> = {
  render: (args) => <SignedOutScreen {...args} />,
  args: { onLogin: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in again' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    blurActiveElement();
  },
};
