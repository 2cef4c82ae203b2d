import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { errorEntry } from '../../../src/copy';
import { castFits, castHash, toHex } from '../../../src/flows/farcaster-signer-cast';
import { FarcasterCastSigner } from '../../../src/screens/farcaster-signer/FarcasterCastSigner';
import { FIXED_NOW, inCard } from '../frame';

const text = 'gm from Sigil';
const hashOf = (value: string) =>
  value.trim() && castFits(value) ? toHex(castHash({ fid: 3621, text: value, timestamp: FIXED_NOW })) : null;
const hash = hashOf(text);
/** A 64-byte Ed25519 signature, as the journey shows it (hex). */
const signature = `0x${Array.from({ length: 64 }, (_, i) => ((i * 37 + 11) % 256).toString(16).padStart(2, '0')).join('')}`;

const meta = {
  title: 'Screens/Farcaster signer/FarcasterCastSigner',
  component: FarcasterCastSigner,
  decorators: [inCard],
  args: { text, onTextChange: fn(), hash, status: { kind: 'idle' }, onSign: fn() },
} satisfies Meta<typeof FarcasterCastSigner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text, its hash as Farcaster computes it (BLAKE3, 20 bytes), Sign. */
export const Ready: Story = {
  tags: ['responsive'],
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign a cast' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Cast' })).toHaveValue(text);
    await expect(canvas.getByText(hash ?? '')).toBeVisible();
    await expect((hash ?? '').length).toBe(2 + 40);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await expect(args.onSign).toHaveBeenCalledOnce();
  },
};

/** Nothing to sign yet: no hash, Sign disabled. */
export const Empty: Story = {
  args: { text: '', hash: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeDisabled();
    await expect(canvas.queryByText('Hash (BLAKE3, 20 bytes)')).toBeNull();
  },
};

/** The hash follows the text; past 320 bytes the cast is refused before anything is signed. */
export const Typing: Story = {
  args: { text: '', hash: null },
  render: (args) => {
    const [value, setValue] = useState(args.text);
    return <FarcasterCastSigner {...args} text={value} onTextChange={setValue} hash={hashOf(value)} />;
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Cast' });
    await userEvent.type(field, 'gm');
    await expect(canvas.getByText(hashOf('gm') ?? 'none')).toBeVisible();
    await userEvent.type(field, '!');
    await expect(canvas.getByText(hashOf('gm!') ?? 'none')).toBeVisible();
    await expect(canvas.queryByText(hashOf('gm') ?? 'none')).toBeNull();
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(321));
    await expect(field).toHaveAccessibleDescription('A cast can be at most 320 bytes');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeDisabled();
  },
};

/** The signer is signing: the button is busy, the text locked. */
export const Signing: Story = {
  args: { status: { kind: 'signing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Cast' })).toBeDisabled();
  },
};

/** Signed, and the signature checked against the signer's key: "Signature verified". */
export const Verified: Story = {
  args: { status: { kind: 'signed', signature, verified: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(signature)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Signature verified');
  },
};

/** A signature that does not verify is said plainly. */
export const NotVerified: Story = {
  args: { status: { kind: 'signed', signature, verified: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("The signature does not match the signer's key");
    await expect(canvas.queryByText('Signature verified')).toBeNull();
  },
};

/** Signing failed: the catalogue's message. */
export const Failed: Story = {
  args: { status: { kind: 'error', error: errorEntry('generic') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};
