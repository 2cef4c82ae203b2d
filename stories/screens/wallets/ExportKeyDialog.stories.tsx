import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { privateKeyToAccount } from 'viem/accounts';
import { errorEntry } from '../../../src/copy';
import { ExportKeyDialog } from '../../../src/screens/wallets';
import { withOpenState } from './open-state';

/**
 * A well-known development key (the first account of Hardhat's and anvil's test mnemonic), never a real
 * wallet's: the play functions check that what is shown is this key and that it derives the wallet's address.
 */
const ethereumKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ethereumWallet = { address: privateKeyToAccount(ethereumKey).address, chainType: 'ethereum' } as const;
/**
 * A Solana key in its import form: base58 of a 32-byte seed (keccak of a fixed label) and its Ed25519 public
 * key, which is the address.
 */
const solanaKey = 'yckiHxzTFCBFXtVYYKyhCZJzGHYexy551bd6CSvAP2nzTfAv4zeC47qTe8XprbcYqmcLxeoa2hDjG5WV2soE35y';
const solanaWallet = { address: '2Uy4srSGU6HceMkvf2CEnFQwSqR6h9bKrJ8k8KjDrBk3', chainType: 'solana' } as const;

const meta = {
  title: 'Screens/Wallets/ExportKeyDialog',
  component: ExportKeyDialog,
  tags: ['responsive'],
  render: withOpenState(ExportKeyDialog),
  args: {
    open: true,
    wallet: ethereumWallet,
    status: 'confirm',
    onReveal: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ExportKeyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Export private key' }));
/** The key's region ("Private key"), and the text it shows. */
const keyRegion = async () => (await dialog()).getByRole('region', { name: 'Private key' });
const keyText = async () => (await keyRegion()).querySelector('[data-slot="private-key"]')?.textContent ?? '';

/** The warning: who holds the key controls the wallet; nothing is exported until "Reveal private key". */
export const Warning: Story = {
  play: async ({ args }) => {
    const view = await dialog();
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(`Ethereum Address ${ethereumWallet.address}`);
    await expect(view.getByRole('status')).toHaveTextContent(
      'Anyone with this key controls your wallet' +
        'Whoever holds it can move everything in this wallet, on every network. Never share it or paste it into a website. Nobody from this app will ever ask you for it.',
    );
    await expect(view.getByText(/encrypts the key to a one-time key made in this browser/)).toBeVisible();
    await expect(view.queryByRole('region', { name: 'Private key' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Reveal private key' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

/** Cancel closes without exporting. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onReveal).not.toHaveBeenCalled();
  },
};

/** Exporting: the confirm button is busy and ignores further presses; Cancel still closes. */
export const Exporting: Story = {
  args: { status: 'exporting' },
  play: async ({ args }) => {
    const view = await dialog();
    const busy = view.getByRole('button', { name: 'Exporting the private key' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onReveal).not.toHaveBeenCalled();
    await expect(view.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The key has come: masked until asked ("Hidden" for a screen reader), with Show, Copy and Done. */
export const RevealedMasked: Story = {
  args: { status: 'revealed', privateKey: ethereumKey },
  play: async () => {
    const view = await dialog();
    await expect(await keyRegion()).toHaveAccessibleDescription('Hexadecimal, as Ethereum wallets import it.');
    await expect(await keyRegion()).toHaveTextContent('Hidden');
    await expect(document.body.textContent).not.toContain(ethereumKey.slice(2, 10));
    await expect(view.getByRole('button', { name: 'Show' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Copy private key' })).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Reveal private key' })).toBeNull();
  },
};

/** The masked key can be copied as it is, without showing it; "Done" closes. */
export const CopyWhileMasked: Story = {
  args: { status: 'revealed', privateKey: ethereumKey },
  play: async ({ args }) => {
    const view = await dialog();
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(view.getByRole('button', { name: 'Copy private key' }));
    await expect(write).toHaveBeenCalledWith(ethereumKey);
    await waitFor(() => expect(view.getByRole('button', { name: 'Copied' })).toBeVisible());
    await expect(document.body.textContent).not.toContain(ethereumKey.slice(2, 10));
    await userEvent.click(view.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** "Show" shows the key, which derives the wallet's address; "Hide" masks it again. */
export const Shown: Story = {
  args: { status: 'revealed', privateKey: ethereumKey },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Show' }));
    const shown = await keyText();
    await expect(shown).toBe(ethereumKey);
    await expect(privateKeyToAccount(shown as `0x${string}`).address).toBe(ethereumWallet.address);
    await userEvent.click(view.getByRole('button', { name: 'Hide' }));
    await expect(await keyText()).not.toContain(ethereumKey);
    await userEvent.click(view.getByRole('button', { name: 'Show' }));
    await expect(view.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-controls');
  },
};

/** A Solana key, shown: base58 of seed and public key. */
export const SolanaShown: Story = {
  args: { wallet: solanaWallet, status: 'revealed', privateKey: solanaKey },
  play: async () => {
    const view = await dialog();
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(`Solana Address ${solanaWallet.address}`);
    await expect(await keyRegion()).toHaveAccessibleDescription(
      'Base58 of the seed and public key (64 bytes), as Solana wallets import it.',
    );
    await userEvent.click(view.getByRole('button', { name: 'Show' }));
    const shown = new Uint8Array(getBase58Encoder().encode(await keyText()));
    await expect(shown).toHaveLength(64);
    // Its second half is the public key: the wallet's address.
    await expect(getBase58Decoder().decode(shown.slice(32))).toBe(solanaWallet.address);
  },
};

/** The export failed: the catalogue's message, and "Try again" asks again. */
export const Failed: Story = {
  args: { status: 'error', error: errorEntry('wallet.disconnected') },
  play: async ({ args }) => {
    const view = await dialog();
    await expect(view.getByRole('alert')).toHaveTextContent('The wallet is disconnected.');
    await expect(view.queryByRole('region', { name: 'Private key' })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Try again' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

/** Escape closes it, at any step. */
export const EscapeCloses: Story = {
  args: { status: 'revealed', privateKey: ethereumKey },
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The dark theme, the warning. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect((await dialog()).getByRole('button', { name: 'Reveal private key' })).toBeVisible();
  },
};

/** The dark theme, the key shown. */
export const DarkShown: Story = {
  globals: { theme: 'dark' },
  args: { status: 'revealed', privateKey: ethereumKey },
  play: async () => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Show' }));
    await expect(await keyText()).toBe(ethereumKey);
  },
};

/** At a phone's width (a bottom sheet), the Solana key shown. */
export const Phone: Story = {
  globals: { viewport: { value: 'sigilPhone' } },
  args: { wallet: solanaWallet, status: 'revealed', privateKey: solanaKey },
  play: async () => {
    const view = await dialog();
    await userEvent.click(view.getByRole('button', { name: 'Show' }));
    await expect(await keyText()).toBe(solanaKey);
    await expect(view.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};
