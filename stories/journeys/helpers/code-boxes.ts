import { expect, screen, userEvent, waitFor } from 'storybook/test';

/** The six code boxes (one text field for assistive technology) of a step that asks for a code. */
export const codeBoxes = () => screen.getByRole('textbox', { name: 'Verification code' });

/** Types a code into the boxes (those of `boxes`, e.g. inside a dialog, or the page's) once they are enabled. */
export async function typeCode(code: string, boxes: HTMLElement | null = null) {
  const input = boxes ?? codeBoxes();
  await waitFor(() => expect(input).toBeEnabled());
  await userEvent.click(input);
  await userEvent.keyboard(code);
}
