import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CodeField } from '../../src/primitives/CodeField';

const meta = {
  title: 'Primitives/CodeField',
  component: CodeField,
  args: { onComplete: fn(), onChange: fn() },
} satisfies Meta<typeof CodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: 'textbox', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: 'Verification code' });

/** Six boxes on one input: numeric keyboard, one-time-code autofill; typing six digits completes. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(canvasElement.querySelectorAll('[data-slot="code-slot"]')).toHaveLength(6);
    await userEvent.click(input);
    await userEvent.keyboard('123456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    input.blur();
  },
};

/** Pasting a whole code fills every box; spaces and dashes in the paste are dropped. */
export const PasteWholeCode: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.paste('482 913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    input.blur();
  },
};

/** Letters are refused: "Passcode can only be numbers". */
export const NonDigitInput: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.keyboard('12a');
    await expect(input).toHaveValue('12');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Passcode can only be numbers'));
    await expect(input).toBeInvalid();
    await userEvent.keyboard('3');
    await expect(input).toBeValid();
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    input.blur();
  },
};

/** A paste of more than six digits is refused: "Passcode must be exactly 6 numbers". */
export const TooManyDigits: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.paste('1234567');
    await expect(input).toHaveValue('');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Passcode must be exactly 6 numbers'));
    await expect(args.onComplete).not.toHaveBeenCalled();
    input.blur();
  },
};

/** Digits typed on an Arabic-Indic keyboard are read as the same code. */
export const ArabicIndicDigits: Story = {
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await userEvent.click(input);
    await userEvent.paste('٤٨٢٩١٣');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    input.blur();
  },
};

/** An error from the server marks every box and is read as the field's description. */
export const WithError: Story = {
  args: { defaultValue: '000000', error: 'The code you entered is not valid' },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The code you entered is not valid');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '123456', disabled: true },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeDisabled();
  },
};

/** Keyboard only: Tab into the field, type, Backspace deletes the last digit. */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    const input = field(canvas);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('9876{Backspace}');
    await expect(input).toHaveValue('987');
    input.blur();
  },
};
