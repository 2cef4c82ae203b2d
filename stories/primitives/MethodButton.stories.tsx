import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BrandIcon, icons } from '../../src/icons';
import { Chip } from '../../src/primitives/Chip';
import { IconButton } from '../../src/primitives/IconButton';
import { ListItem, MethodButton } from '../../src/primitives/MethodButton';

const { email: Mail, passkey: Key, phone: Phone, trash: Trash } = icons;

const meta = {
  title: 'Primitives/MethodButton',
  component: MethodButton,
  args: { label: 'Authenticator app', icon: <Phone />, onClick: fn() },
  decorators: [
    (Story) => (
      <div className="sg:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MethodButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticator app' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** A list of choices, with a badge and a description; arrow through it with Tab. */
export const MethodList: Story = {
  render: (args) => (
    <div className="sg:grid sg:gap-2">
      <MethodButton {...args} icon={<Key />} label="Passkey" badge={<Chip tone="accent">Recommended</Chip>} />
      <MethodButton
        {...args}
        icon={<Phone />}
        label="Authenticator app"
        description="Google Authenticator, 1Password…"
      />
      <MethodButton {...args} icon={<Mail />} label="SMS" badge={<Chip>Last used</Chip>} />
      <MethodButton {...args} icon={<BrandIcon name="google" />} label="Google" />
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /Passkey\s*Recommended/ })).toBeVisible();
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { loading: true, label: 'MetaMask', icon: <BrandIcon name="metamask" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'MetaMask' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Authenticator app' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const removed = fn();

/** A non-interactive row with trailing chip and a remove button (an enrolled MFA method). */
export const ListItems: Story = {
  render: () => (
    <ul className="sg:grid sg:gap-2">
      <ListItem
        icon={<Phone />}
        label="Authenticator app"
        trailing={
          <>
            <Chip tone="success">Enabled</Chip>
            <IconButton
              label="Remove Authenticator app"
              icon={<Trash />}
              variant="destructive"
              size="sm"
              onClick={removed}
            />
          </>
        }
      />
      <ListItem icon={<Key />} label="MacBook Pro" description="Chrome on macOS · Last used 2 days ago" />
    </ul>
  ),
  play: async ({ canvas }) => {
    removed.mockClear();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Authenticator app' }));
    await expect(removed).toHaveBeenCalledOnce();
  },
};
