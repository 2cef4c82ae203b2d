import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/primitives/Button';
import { Modal } from '../../src/primitives/Modal';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  tags: ['responsive'],
  args: {
    title: 'Verify your identity',
    description: 'Choose a verification method',
    trigger: <Button>Open dialog</Button>,
    onOpenChange: fn(),
    children: (
      <div className="sg:grid sg:gap-3">
        <Button variant="secondary" fullWidth>
          Authenticator app
        </Button>
        <Button variant="secondary" fullWidth>
          SMS
        </Button>
      </div>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening moves focus into the named dialog; Tab stays inside it (focus trap). */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your identity' });
    await expect(dialog).toHaveAccessibleDescription('Choose a verification method');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

/** Escape closes it and focus returns to the trigger. */
export const EscapeReturnsFocus: Story = {
  parameters: { keepFocus: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Verify your identity' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The close button closes; the back button calls onBack. Both are named for screen readers. */
export const BackAndClose: Story = {
  parameters: { keepFocus: true },
  args: { onBack: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A blocking step: no close button, and Escape or an outside click does not dismiss it. */
export const NonDismissible: Story = {
  args: { dismissible: false, title: 'Verifying with passkey', description: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verifying with passkey' });
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <div className="sg:flex sg:gap-3">
        <Button variant="secondary" fullWidth>
          Not now
        </Button>
        <Button fullWidth>Accept</Button>
      </div>
    ),
    title: 'Enable offline access',
    description: undefined,
    children: <p className="sg:text-muted-foreground sg:text-sm">Let this app use your wallet while you are away.</p>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable offline access' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

/** Right-to-left: the dialog mirrors (back chevron points right) and carries dir="rtl". */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { onBack: fn(), title: 'تحقّق من هويتك', description: 'اختر طريقة التحقق' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحقّق من هويتك' });
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(screen.getByRole('button', { name: 'رجوع' })).toBeVisible();
  },
};
