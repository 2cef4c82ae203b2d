import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { CopyButton } from '../../src/primitives/CopyButton';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: { value: 'https://acme.example/invite/42', label: 'Copy link', onCopied: fn(), confirmationMs: 60_000 },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  },
};

/** Click copies the value and shows "Copied", which is also announced. */
export const Copied: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(write).toHaveBeenCalledWith('https://acme.example/invite/42');
    await expect(args.onCopied).toHaveBeenCalledWith('https://acme.example/invite/42');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible());
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Copied');
  },
};

/** Where the Clipboard API is refused, a selection copy is used instead. */
export const ClipboardFallback: Story = {
  play: async ({ canvas, args }) => {
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const exec = spyOn(document, 'execCommand').mockReturnValue(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(exec).toHaveBeenCalledWith('copy');
    await expect(args.onCopied).toHaveBeenCalled();
  },
};

export const IconOnly: Story = {
  args: { iconOnly: true, label: 'Copy address' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy address' });
    await expect(button).toHaveAttribute('title', 'Copy address');
  },
};
