import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAIN_MARKS, ProviderIcon, SPEC_ICONS, WALLETS } from '../../src/icons';
import { OAUTH_PROVIDERS } from '../../src/model';
import { customProviderIcon } from '../fixtures';
import { IconGallery } from './IconGallery';

const meta = { title: 'Icons/Gallery', component: IconGallery } satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All icons: the spec's 13, the 11 OAuth providers, Farcaster, the wallets and the 10 chains. */
export const All: Story = {
  play: async ({ canvas }) => {
    const count = SPEC_ICONS.length;
    await expect(within(canvas.getByRole('region', { name: 'Spec icons' })).getAllByRole('listitem')).toHaveLength(
      count,
    );
    await expect(within(canvas.getByRole('region', { name: 'OAuth providers' })).getAllByRole('listitem')).toHaveLength(
      OAUTH_PROVIDERS.length,
    );
    await expect(OAUTH_PROVIDERS).toHaveLength(11);
    await expect(within(canvas.getByRole('region', { name: 'Wallets' })).getAllByRole('listitem')).toHaveLength(
      WALLETS.length,
    );
    await expect(within(canvas.getByRole('region', { name: 'Chains' })).getAllByRole('listitem')).toHaveLength(10);
    await expect(Object.keys(CHAIN_MARKS)).toHaveLength(10);
    await expect(canvas.getByRole('region', { name: 'Social network' })).toHaveTextContent('Farcaster');
  },
};

/** Searching narrows the gallery and announces the count. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search icons (optional)' }), 'git');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 of \d+ icons$/);
    await expect(canvas.getByText('GitHub')).toBeVisible();
  },
};

/** A custom provider's own icon is used only from an https: or data:image/ URL; anything else falls back. */
export const CustomProviderIcons: Story = {
  render: () => (
    <ul className="sg:grid sg:max-w-md sg:gap-3 sg:text-sm">
      {[
        ['data:image/ icon', customProviderIcon],
        ['javascript: URL', 'javascript:alert(1)'],
        ['http: URL', 'http://example.com/icon.png'],
        ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
        ['broken image', 'data:image/png;base64,AAAA'],
        ['missing', undefined],
      ].map(([name, src]) => (
        <li key={name} className="sg:flex sg:items-center sg:gap-3">
          <ProviderIcon name={name as string} src={src} decorative={false} size={28} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]?.querySelector('img')).toHaveAttribute('src', customProviderIcon);
    await expect(within(items[0]!).getByRole('img', { name: 'data:image/ icon icon' })).toBeVisible();
    for (const item of items.slice(1, 4)) {
      await expect(item.querySelector('img')).toBeNull();
      await expect(item.querySelector('[data-fallback]')).not.toBeNull();
    }
    // The broken image falls back once the browser reports the error.
    await waitFor(() => expect(items[4]?.querySelector('[data-fallback]')).not.toBeNull());
    await expect(canvasElement.querySelectorAll('[data-fallback]')).toHaveLength(5);
  },
};
