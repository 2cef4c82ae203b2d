import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { MfaClock, MfaVerifier } from '../../src/flows/mfa-verification';
import { MfaVerificationJourney } from '../../src/journeys/MfaVerificationJourney';
import type { MfaFlowKind, MfaMethod } from '../../src/model/mfa';
import { blurActiveElement } from '../fixtures';
import { FIXED_NOW, inCard } from '../screens/frame';

/**
 * The three screens driven by the real flow (`useMfaVerification`) against a scripted `useMfa()`: the code
 * "246810" is right, any other is `missing_or_invalid_mfa`; the passkey answers. Time is a clock the play
 * function moves, so the 300 s wait and the lock-outs pass in an instant and the shots are fixed.
 */

const RIGHT_CODE = '246810';

/** A clock whose time moves only when the play function says so; due timers then fire. */
function manualClock(start: number) {
  let now = start;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 0;
  const clock: MfaClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout: (handle) => {
      timers = timers.filter((timer) => timer.id !== handle);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at > now || !timers.includes(timer)) continue;
      timers = timers.filter((other) => other !== timer);
      timer.callback();
    }
  };
  const reset = () => {
    now = start;
    timers = [];
  };
  return { clock, advance, reset };
}

const time = manualClock(FIXED_NOW);

const wrong = () => Object.assign(new Error('MFA verification failed, retry.'), { type: 'missing_or_invalid_mfa' });

const verifier = {
  init: fn(async (method: MfaMethod) => (method === 'passkey' ? { challenge: 'story' } : undefined)),
  submit: fn(async (_method: MfaMethod, answer: unknown) => {
    if (answer !== RIGHT_CODE && typeof answer === 'string') throw wrong();
  }),
  cancel: fn(),
} satisfies MfaVerifier<{ challenge: string }>;

const closed = fn();

/** The journey with the scripted backend and the story's clock. */
function VerificationFlow({ kind, methods }: { kind: MfaFlowKind; methods: MfaMethod[] }) {
  return <MfaVerificationJourney port={verifier} kind={kind} methods={methods} clock={time.clock} onClose={closed} />;
}

const meta = {
  title: 'Journeys/MFA verification',
  component: VerificationFlow,
  tags: ['responsive'],
  decorators: [inCard],
  args: { kind: 'txn', methods: ['totp', 'sms', 'passkey'] },
  beforeEach: () => {
    time.reset();
    verifier.init.mockClear();
    verifier.submit.mockClear();
    verifier.cancel.mockClear();
  },
} satisfies Meta<typeof VerificationFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const codeInput = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Verification code' });
const typeCode = async (canvas: Canvas, code: string) => {
  await waitFor(() => expect(codeInput(canvas)).toBeEnabled());
  await userEvent.click(codeInput(canvas));
  await userEvent.keyboard(code);
};

/** Four wrong codes: "The code you entered is not valid" three times, then the 10 s lock-out; then the right code. */
export const FourWrongCodesThenLockOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Authenticator app' }));
    for (const left of [3, 2, 1]) {
      await typeCode(canvas, '111111');
      await waitFor(() =>
        expect(canvas.getByText(`${left} ${left === 1 ? 'attempt' : 'attempts'} left`)).toBeVisible(),
      );
      await expect(canvas.getByText('The code you entered is not valid')).toBeVisible();
      await expect(codeInput(canvas)).toHaveValue('');
    }
    await typeCode(canvas, '111111');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      ),
    );
    await expect(codeInput(canvas)).toBeDisabled();
    await expect(verifier.submit).toHaveBeenCalledTimes(4);
    time.advance(9_999);
    await expect(codeInput(canvas)).toBeDisabled();
    time.advance(1);
    await typeCode(canvas, RIGHT_CODE);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Identity verified'));
    await expect(verifier.submit).toHaveBeenLastCalledWith('totp', RIGHT_CODE);
    blurActiveElement();
  },
};

/** SMS: a code is sent; 300 s without finishing it is the time limit (30 s), then a new code is sent. */
export const SmsTimeLimit: Story = {
  args: { methods: ['sms'] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(codeInput(canvas)).toBeEnabled());
    await expect(verifier.init).toHaveBeenCalledWith('sms');
    await expect(canvas.getByText('Enter the code sent to your mobile device')).toBeVisible();
    time.advance(300_000);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'You have exceeded the time limit for code entry. Please try again in 30 seconds.',
      ),
    );
    await expect(codeInput(canvas)).toBeDisabled();
    time.advance(30_000);
    await waitFor(() => expect(verifier.init).toHaveBeenCalledTimes(2));
    await typeCode(canvas, RIGHT_CODE);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Identity verified'));
    blurActiveElement();
  },
};

/** Passkey: init answers the request options, submit runs the prompt with them, verified. */
export const Passkey: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Passkey' }));
    await waitFor(() => expect(verifier.submit).toHaveBeenCalledWith('passkey', { challenge: 'story' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Identity verified'));
  },
};

/** Cancel on the code screen: the SDK's cancel() is called and the flow ends in "Verification canceled". */
export const Cancel: Story = {
  args: { methods: ['totp'] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(codeInput(canvas)).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(verifier.cancel).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('Verification canceled');
    blurActiveElement();
  },
};

/** Nothing chosen within 300 s: back on the chooser with "Timed out waiting for MFA code"; choosing starts over. */
export const TimedOutOnChooser: Story = {
  args: { methods: ['totp', 'passkey'] },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Verify your identity' });
    time.advance(300_000);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Timed out waiting for MFA code'));
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticator app' }));
    await waitFor(() => expect(codeInput(canvas)).toBeEnabled());
    blurActiveElement();
  },
};
