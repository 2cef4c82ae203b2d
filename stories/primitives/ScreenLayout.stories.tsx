import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { icons } from '../../src/icons';
import { Button } from '../../src/primitives/Button';
import { ScreenLayout } from '../../src/primitives/ScreenLayout';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { acmeLogo } from '../fixtures';

const Shield = icons.shieldCheck;
const Alert = icons.alert;

const meta = {
  title: 'Primitives/ScreenLayout',
  component: ScreenLayout,
  tags: ['responsive'],
  parameters: { frame: 'centered' },
  args: {
    icon: <Shield />,
    title: 'Verify your identity',
    subtitle: 'Choose a verification method',
    className: 'sg:w-[min(24rem,100%)]',
  },
} satisfies Meta<typeof ScreenLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithIcon: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Verify your identity' })).toBeVisible();
    await expect(canvas.getByText('Choose a verification method')).toBeVisible();
  },
};

/** The app's logo from the ThemeProvider, with the app's name as its alternative text. */
export const WithLogo: Story = {
  args: { showLogo: true, title: 'Log in or sign up', subtitle: undefined },
  decorators: [
    (Story) => (
      <ThemeProvider logo={acmeLogo} appName="Acme">
        <Story />
      </ThemeProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Acme logo' })).toBeVisible();
  },
};

export const WithBodyAndFooter: Story = {
  args: {
    children: <p className="sg:text-sm">Your passkeys are stored on this device and synced by your platform.</p>,
    footer: (
      <>
        <Button fullWidth>Add new passkey</Button>
        <Button variant="ghost" fullWidth>
          Not now
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add new passkey' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    icon: <Alert />,
    title: 'Could not connect with wallet',
    subtitle: 'Open your wallet and try again.',
    footer: <Button fullWidth>Retry</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Could not connect with wallet' })).toBeVisible();
  },
};
