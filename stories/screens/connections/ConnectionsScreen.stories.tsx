import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenAlign, ScreenHeadingLevel } from '../../../src/primitives';
import { ConnectionsScreen, type ConnectionsSection } from '../../../src/screens/connections';
import { CrossAppAccountsScreen } from '../../../src/screens/cross-app/CrossAppAccountsScreen';
import { FarcasterSignerUnavailableScreen } from '../../../src/screens/farcaster-signer/FarcasterSignerUnavailableScreen';
import { OfflineAccessSection } from '../../../src/screens/offline-access/OfflineAccessSection';
import { connectedApps, crossAppAccountFor, orbitGames } from '../../fixtures/fake-cross-app';
import { onDeviceEthereum, serverEthereum } from '../offline-access/offline-access-fixtures';

/** As the app shows it: the page's main content (its title the page's h1), in the shell's wide column. */
const inAppPage: Decorator = (Story) => (
  <div className="sg:mx-auto sg:w-full sg:max-w-3xl sg:p-4">
    <ScreenHeadingLevel level={1}>
      <ScreenAlign alignment="start">
        <Story />
      </ScreenAlign>
    </ScreenHeadingLevel>
  </div>
);

/** Each section's content as the app's journeys first show it. */
function Section({ section }: { section: ConnectionsSection }) {
  if (section === 'apps')
    return (
      <CrossAppAccountsScreen
        accounts={[crossAppAccountFor(orbitGames)]}
        apps={connectedApps}
        onLink={fn()}
        onSignMessage={fn()}
        onUnlink={fn()}
        onRetry={fn()}
      />
    );
  if (section === 'offline-access')
    return (
      <OfflineAccessSection
        appName="Acme"
        wallets={[{ ...onDeviceEthereum, delegated: true }, serverEthereum]}
        serverSignerConfigured
        onEnable={fn()}
        onRevoke={fn()}
      />
    );
  return <FarcasterSignerUnavailableScreen reason="no-farcaster" onLinkFarcaster={fn()} />;
}

const meta = {
  title: 'Screens/Connections/ConnectionsScreen',
  component: ConnectionsScreen,
  tags: ['responsive'],
  decorators: [inAppPage],
  args: { appName: 'Acme', section: 'apps', onSectionChange: fn(), children: null },
  // Controlled as the app controls it: the chosen section is shown.
  render: function Render(args) {
    const [section, setSection] = useState(args.section);
    return (
      <ConnectionsScreen
        {...args}
        section={section}
        onSectionChange={(next) => {
          args.onSectionChange(next);
          setSection(next);
        }}
      >
        <Section section={section} />
      </ConnectionsScreen>
    );
  },
} satisfies Meta<typeof ConnectionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const tabs = (canvas: Canvas) => within(canvas.getByRole('tablist', { name: 'Kinds of connection' }));

/** The arrow that moves along the list as it is laid out: down a column (wide), right along a row (phone). */
const nextKey = (canvas: Canvas) =>
  canvas.getByRole('tablist').getAttribute('aria-orientation') === 'vertical' ? '{ArrowDown}' : '{ArrowRight}';

/**
 * Other apps, the first section: the page's title, the three sections (each saying what it is for where there is
 * room), and the section's journey under its own heading, a level below the page's.
 */
export const OtherApps: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    await expect(
      canvas.getByText('Other apps you use with Acme, and what Acme may do for you while you are away.'),
    ).toBeVisible();
    const list = tabs(canvas);
    await expect(list.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      canvas.getByRole('tablist').getAttribute('aria-orientation') === 'vertical'
        ? [
            'Other appsAccounts you have in apps connected to this one',
            'Offline accessLet Acme use a wallet while you are away',
            'Farcaster signerLet Acme post to Farcaster for you',
          ]
        : ['Other apps', 'Offline access', 'Farcaster signer'],
    );
    const apps = list.getByRole('tab', { name: 'Other apps' });
    await expect(apps).toHaveAttribute('aria-selected', 'true');
    if (canvas.getByRole('tablist').getAttribute('aria-orientation') === 'vertical')
      await expect(apps).toHaveAccessibleDescription('Accounts you have in apps connected to this one');
    await expect(canvas.getByRole('tabpanel', { name: 'Other apps' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Accounts from other apps' })).toBeVisible();
  },
};

/** The keyboard moves along the list (arrows as it is laid out) and chooses the section it lands on. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const list = tabs(canvas);
    list.getByRole('tab', { name: 'Other apps' }).focus();
    await userEvent.keyboard(nextKey(canvas));
    await waitFor(() => expect(args.onSectionChange).toHaveBeenCalledWith('offline-access'));
    await expect(list.getByRole('tab', { name: 'Offline access' })).toHaveFocus();
    await expect(list.getByRole('tab', { name: 'Offline access' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Offline access' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Your embedded wallets' })).toBeVisible();
  },
};

/** Opened on a section (the address said `#farcaster-signer`): a click back on Other apps shows it again. */
export const FarcasterSigner: Story = {
  args: { section: 'farcaster-signer' },
  play: async ({ canvas, args }) => {
    const list = tabs(canvas);
    await expect(list.getByRole('tab', { name: 'Farcaster signer' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Farcaster signer unavailable' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect Farcaster' })).toBeEnabled();
    await userEvent.click(list.getByRole('tab', { name: 'Other apps' }));
    await expect(args.onSectionChange).toHaveBeenCalledWith('apps');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Accounts from other apps' })).toBeVisible();
  },
};

/** An app without Farcaster lists only the sections it offers. */
export const WithoutFarcaster: Story = {
  args: { sections: ['apps', 'offline-access'], section: 'offline-access' },
  play: async ({ canvas }) => {
    const list = tabs(canvas);
    await expect(list.getAllByRole('tab')).toHaveLength(2);
    await expect(list.queryByRole('tab', { name: 'Farcaster signer' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Offline access' })).toBeVisible();
  },
};
