import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { en, errorCatalogue } from '../../src/copy';
import { Banner } from '../../src/primitives/Banner';
import { Button } from '../../src/primitives/Button';
import { Chip } from '../../src/primitives/Chip';
import { contrastRatio } from '../../src/theme/color';
import { ThemeProvider } from '../../src/theme/ThemeProvider';
import { CopyDeckTable, english } from './CopyDeckTable';
import { ErrorCatalogueTable } from './ErrorCatalogueTable';
import { TokenSwatches } from './TokenSwatches';

const meta = { title: 'Foundations/Tokens', component: TokenSwatches } satisfies Meta<typeof TokenSwatches>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgbOf = (css: string) => {
  const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return { r, g, b };
};

/** Every semantic token of the active theme, with its value and contrast, read live. */
export const Tokens: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows.length).toBeGreaterThan(20);
    await expect(canvas.getByRole('rowheader', { name: '--sigil-accent' })).toBeVisible();
    await expect(canvas.getAllByText(/^#[0-9a-f]{6}$/i, { selector: 'td' }).length).toBeGreaterThanOrEqual(20);
  },
};

function Sample() {
  return (
    <div className="sg:grid sg:max-w-sm sg:gap-3 sg:rounded-sigil-lg sg:border sg:border-border sg:bg-surface sg:p-5">
      <p className="sg:font-semibold">Verify your identity</p>
      <p className="sg:text-muted-foreground sg:text-sm">Choose a verification method</p>
      <div className="sg:flex sg:gap-2">
        <Chip tone="success">Enabled</Chip>
        <Chip>Disabled</Chip>
      </div>
      <Banner tone="error">The code you entered is not valid</Banner>
      <Button fullWidth>Continue</Button>
      <Button variant="link">View all</Button>
    </div>
  );
}

/** A host app's brand colour: the text on it is derived for contrast, here white on rose. */
export const CustomAccent: StoryObj = {
  render: () => (
    <ThemeProvider accentColor="#e11d48">
      <Sample />
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    const style = getComputedStyle(button);
    await expect(style.backgroundColor).toBe('rgb(225, 29, 72)');
    await expect(contrastRatio(rgbOf(style.color), rgbOf(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
  },
};

/** A light accent (yellow): the derived text is dark, and link text is darkened until readable. */
export const LightAccent: StoryObj = {
  render: () => (
    <ThemeProvider accentColor="#facc15">
      <Sample />
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    const button = getComputedStyle(canvas.getByRole('button', { name: 'Continue' }));
    await expect(contrastRatio(rgbOf(button.color), rgbOf(button.backgroundColor))).toBeGreaterThanOrEqual(4.5);
    const link = getComputedStyle(canvas.getByRole('button', { name: 'View all' }));
    await expect(contrastRatio(rgbOf(link.color), { r: 255, g: 255, b: 255 })).toBeGreaterThanOrEqual(4.5);
  },
};

/** The provider's `theme: '#hex'`: a custom background; the whole palette is derived from it. */
export const CustomBackground: StoryObj = {
  render: () => (
    <ThemeProvider theme="#1f2a24" accentColor="#f59e0b" className="sg:p-6">
      <Sample />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    // The innermost themed root is the story's own provider (the toolbar's wraps it).
    const root = [...canvasElement.querySelectorAll('[data-sigil-theme]')].at(-1);
    await expect(root).toHaveAttribute('data-sigil-theme', 'dark');
    const style = getComputedStyle(root as Element);
    await expect(style.getPropertyValue('--_sigil-background').trim()).toBe('#1f2a24');
    await expect(contrastRatio(rgbOf(style.color), rgbOf(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
  },
};

/** A device set to dark that switches to light while the page is open: a stand-in for `prefers-color-scheme`. */
function fakeColourScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const real = window.matchMedia;
  const state = { dark };
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' ? state.dark : real.call(window, query).matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    set: (next: boolean) => {
      state.dark = next;
      for (const listener of listeners) listener();
    },
    restore: () => {
      window.matchMedia = real;
    },
  };
}
let device: ReturnType<typeof fakeColourScheme> | null = null;

/**
 * `theme="system"` follows the device's light or dark setting, and changes with it while the page is open (here
 * the device is dark, then switches to light).
 */
export const SystemTheme: StoryObj = {
  beforeEach: () => {
    device = fakeColourScheme(true);
    return () => device?.restore();
  },
  render: () => (
    <ThemeProvider theme="system" className="sg:p-6">
      <Sample />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const root = () => [...canvasElement.querySelectorAll('[data-sigil-theme]')].at(-1);
    await expect(root()).toHaveAttribute('data-sigil-theme', 'dark');
    device?.set(false);
    await waitFor(() => expect(root()).toHaveAttribute('data-sigil-theme', 'light'));
    device?.set(true);
    await waitFor(() => expect(root()).toHaveAttribute('data-sigil-theme', 'dark'));
  },
};

/** The copy deck, generated from src/copy: every key with its English and Arabic wording. */
export const CopyDeck: StoryObj = {
  render: () => <CopyDeckTable />,
  parameters: { docs: { disable: true } },
  play: async ({ canvas }) => {
    // The base deck and every feature deck.
    const total = Object.keys(english).length;
    await expect(total).toBeGreaterThan(Object.keys(en).length);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${total} of ${total} strings`);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter strings (optional)' }), 'passcode');
    await expect(canvas.getByRole('cell', { name: 'Passcode can only be numbers' })).toBeVisible();
    // The two code rules of the base deck and the wallets deck's "Your passcode".
    await expect(canvas.getByRole('status')).toHaveTextContent(`3 of ${total} strings`);
  },
};

/** The error catalogue of spec section 8, generated from src/copy/errors.ts. */
export const ErrorCatalogue: StoryObj = {
  render: () => <ErrorCatalogueTable />,
  parameters: { docs: { disable: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row').length).toBe(
      errorCatalogue.length + new Set(errorCatalogue.map((e) => e.group)).size,
    );
    await expect(canvas.getByRole('cell', { name: 'Popup was blocked. Try again.' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Wallets' })).toHaveTextContent('4200');
  },
};
