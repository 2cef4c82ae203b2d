import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { icons } from '../../../src/icons/semantic';
import { UserButton } from '../../../src/screens/shell';
import { atRowEnd } from '../../fixtures/decorators';

/** A picture of the user, drawn here so the story needs no network. */
const AVATAR = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f766e"/><circle cx="32" cy="26" r="12" fill="#ccfbf1"/><rect x="12" y="44" width="40" height="20" rx="10" fill="#ccfbf1"/></svg>',
)}`;

const User = icons.user;
const Shield = icons.shieldCheck;

const meta = {
  title: 'Screens/Shell/UserButton',
  component: UserButton,
  tags: ['responsive'],
  decorators: [atRowEnd],
  args: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    links: [
      { href: '/account', label: 'Account', icon: <User aria-hidden /> },
      { href: '/security', label: 'Security', icon: <Shield aria-hidden /> },
    ],
    onNavigate: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof UserButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: 'Ada Lovelace' });

/** No picture: the initials of the name, and the name beside them (on wider screens). */
export const Default: Story = {
  play: async () => {
    await expect(trigger()).toHaveTextContent('ALAda Lovelace');
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
  },
};

/**
 * Opened from the keyboard: Tab to the button, Enter opens the menu on its first item; the arrow keys move
 * between Account, Security and Log out; the name and e-mail head the menu.
 */
export const MenuOpen: Story = {
  parameters: { keepFocus: true },
  play: async () => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('ada@example.com');
    const items = screen.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Account', 'Security', 'Log out']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
  },
};

/** Log out, chosen with the keyboard (End, Enter): the menu closes and focus returns to the button. */
export const LogOutWithKeyboard: Story = {
  parameters: { keepFocus: true },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger()).toHaveFocus();
  },
};

/** A page, chosen with the pointer: the app goes there (the item is a link, which a new tab could open too). */
export const GoToSecurity: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger());
    const security = await screen.findByRole('menuitem', { name: 'Security' });
    await expect(security).toHaveAttribute('href', '/security');
    await userEvent.click(security);
    await expect(args.onNavigate).toHaveBeenCalledWith('/security');
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** With a picture: it replaces the initials once loaded. */
export const WithAvatar: Story = {
  args: { avatarUrl: AVATAR },
  play: async () => {
    await waitFor(() => expect(trigger().querySelector('img')).not.toBeNull());
    await expect(trigger()).toHaveTextContent(/^Ada Lovelace$/);
  },
};

/** Known by e-mail only: its first letter, and the address once (not again under the name). */
export const EmailOnly: Story = {
  args: { name: 'ada@example.com', email: 'ada@example.com', defaultOpen: true },
  play: async () => {
    const button = screen.getByRole('button', { name: 'ada@example.com' });
    await expect(button).toHaveTextContent(/^Aada@example\.com$/);
    await expect(await screen.findByRole('menu')).toHaveTextContent(/^Aada@example\.comAccount/);
  },
};

/** A guest (no name): "Guest", a person in place of initials. */
export const Guest: Story = {
  args: { name: null, email: null },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Guest' })).toHaveTextContent(/^Guest$/);
  },
};

/** A long name and address: cut short on the button, whole in the open menu. */
export const LongName: Story = {
  args: {
    name: 'Maximiliana Alexandrina Wilhelmina von Hohenzollern-Sigmaringen',
    email: 'maximiliana.alexandrina.wilhelmina@hohenzollern-sigmaringen.example.com',
    defaultOpen: true,
  },
  play: async () => {
    const button = screen.getByRole('button', { name: /^Maximiliana/ });
    await expect(button).toHaveTextContent('MH');
    await expect(await screen.findByRole('menu')).toHaveTextContent(
      'maximiliana.alexandrina.wilhelmina@hohenzollern-sigmaringen.example.com',
    );
  },
};
