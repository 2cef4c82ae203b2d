import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { icons } from '../../src/icons/semantic';
import { Avatar } from '../../src/primitives/Avatar';
import { Button } from '../../src/primitives/Button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../src/primitives/Menu';
import { atRowEnd } from '../fixtures/decorators';

interface ExampleProps {
  defaultOpen?: boolean | undefined;
  /** An item chosen: its name. */
  onChoose: (name: string) => void;
  /** A link item followed (the host's router). */
  onNavigate: (href: string) => void;
}

/** A menu with every part: a heading block, links with icons, a disabled item with its reason, separators. */
function ExampleMenu({ defaultOpen, onChoose, onNavigate }: ExampleProps) {
  return (
    <Menu defaultOpen={defaultOpen}>
      <MenuTrigger asChild>
        <Button variant="secondary">Options</Button>
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>
          <Avatar name="Ada Lovelace" size="md" />
          <span className="sg:flex sg:min-w-0 sg:flex-col">
            <span className="sg:font-medium">Ada Lovelace</span>
            <span className="sg:text-muted-foreground sg:text-xs">ada@example.com</span>
          </span>
        </MenuLabel>
        <MenuSeparator />
        <MenuItem icon={<icons.user />} href="#account" onNavigate={onNavigate}>
          Account
        </MenuItem>
        <MenuItem icon={<icons.passkey />} disabled description="Cannot link more passkeys to account.">
          Passkey
        </MenuItem>
        <MenuItem icon={<icons.shieldCheck />} href="#security" onNavigate={onNavigate}>
          Security
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<icons.logOut />} onSelect={() => onChoose('Log out')}>
          Log out
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: ExampleMenu,
  subcomponents: { Menu, MenuTrigger, MenuContent, MenuItem, MenuLabel, MenuSeparator },
  tags: ['responsive'],
  decorators: [atRowEnd],
  args: { onChoose: fn(), onNavigate: fn() },
} satisfies Meta<typeof ExampleMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: 'Options' });

/**
 * Open: the heading block, then the items, in the theme of the page that opened it (the portal carries the
 * library's theme root, so a host page's styles do not reach it).
 */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent(/^ALAda Lovelaceada@example\.com/);
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Account',
      'PasskeyCannot link more passkeys to account.',
      'Security',
      'Log out',
    ]);
    await expect(menu.closest('[data-sigil-theme]')).not.toBeNull();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * By keyboard: Tab to the trigger, Enter opens the menu on its first item, the arrow keys move (past the disabled
 * item), Escape closes it and focus returns to the trigger.
 */
export const KeyboardNavigation: Story = {
  parameters: { keepFocus: true },
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    const account = screen.getByRole('menuitem', { name: 'Account' });
    await waitFor(() => expect(account).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Security' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger()).toHaveFocus();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** A disabled item: shown with its reason, marked disabled, and a click on it chooses nothing. */
export const DisabledItem: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const passkey = await screen.findByRole('menuitem', { name: /^Passkey/ });
    await expect(passkey).toHaveAttribute('aria-disabled', 'true');
    await expect(passkey).toHaveTextContent('Cannot link more passkeys to account.');
    await userEvent.click(passkey, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('menu')).toBeVisible();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/**
 * Links as items: each is a link (a new tab with a modifier key), followed in the page by the host's router on a
 * plain click or Enter; a plain item calls its own action. Either closes the menu.
 */
export const LinksAndActions: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger());
    const security = await screen.findByRole('menuitem', { name: 'Security' });
    await expect(security.tagName).toBe('A');
    await expect(security).toHaveAttribute('href', '#security');
    await userEvent.click(security);
    await expect(args.onNavigate).toHaveBeenCalledWith('#security');
    await expect(window.location.hash).not.toBe('#security');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onChoose).toHaveBeenCalledWith('Log out');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
