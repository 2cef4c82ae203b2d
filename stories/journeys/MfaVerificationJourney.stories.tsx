import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { MfaVerifier } from '../../src/flows/mfa-verification';
import { MfaVerificationJourney } from '../../src/journeys/MfaVerificationJourney';
import type { MfaFlowKind, MfaMethod } from '../../src/model/mfa';
import { manualClock } from '../../tests/support/manual-clock';
import { FIXED_NOW, inCard } from '../screens/frame';

/**
 * The three screens driven by the real flow (`useMfaVerification`) against a scripted `useMfa()`: the code
 * "246810" is right, any other is `missing_or_invalid_mfa`; the passkey answers. Time is a clock the play
 * function moves, so the 300 s wait and the lock-outs pass in an instant and the shots are fixed.
 *
 * "Single round" stories run it as the app answers the SDK's prompt (`singleRound`): the SDK's request is asked
 * once, so a lock-out that ends, or Try again after a time-out, ends the journey (`onFinished('failed')`) and the
 * host closes its dialog, instead of a new round the SDK would no longer hear.
 */

const RIGHT_CODE = '246810';

const time = manualClock(FIXED_NOW);

const wrong = () => Object.assign(new Error('MFA verification failed, retry.'), { type: 'missing_or_invalid_mfa' });

/** While true, sending the SMS code never answers (a story sets it; every story starts with it false). */
let smsHangs = false;
/** While true, the passkey prompt never answers (a story sets it; every story starts with it false). */
let passkeyHangs = false;

const verifier = {
  init: fn(async (method: MfaMethod) => {
    if (method === 'sms' && smsHangs) await new Promise<never>(() => undefined);
    if (method === 'passkey' && passkeyHangs) await new Promise<never>(() => undefined);
    return method === 'passkey' ? { challenge: 'story' } : undefined;
  }),
  submit: fn(async (_method: MfaMethod, answer: unknown) => {
    if (answer !== RIGHT_CODE && typeof answer === 'string') throw wrong();
  }),
  cancel: fn(),
} satisfies MfaVerifier<{ challenge: string }>;

const closed = fn();
const finished = fn<(outcome: 'verified' | 'canceled' | 'failed') => void>();

interface VerificationFlowProps {
  kind: MfaFlowKind;
  methods: MfaMethod[];
  /** The SDK's request is asked once (the app's prompt). */
  singleRound?: boolean;
  onFinished?: (outcome: 'verified' | 'canceled' | 'failed') => void;
  onClose?: () => void;
}

/** The journey with the scripted backend and the story's clock. */
function VerificationFlow({ kind, methods, singleRound, onFinished, onClose }: VerificationFlowProps) {
  return (
    <MfaVerificationJourney
      port={verifier}
      kind={kind}
      methods={methods}
      clock={time.clock}
      singleRound={singleRound}
      onFinished={onFinished}
      onClose={onClose}
    />
  );
}

const meta = {
  title: 'Journeys/MfaVerificationJourney',
  component: VerificationFlow,
  tags: ['responsive'],
  decorators: [inCard],
  args: { kind: 'txn', methods: ['totp', 'sms', 'passkey'], onFinished: finished, onClose: closed },
  beforeEach: () => {
    time.reset();
    smsHangs = false;
    passkeyHangs = false;
    finished.mockClear();
    closed.mockClear();
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
  },
};

/** Passkey: init answers the request options, submit runs the prompt with them, verified. */
export const Passkey: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Passkey' }));
    await waitFor(() => expect(verifier.submit).toHaveBeenCalledWith('passkey', { challenge: 'story' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Identity verified'));
    // The passkey screen says it, not the code screen.
    await expect(canvas.getByRole('heading', { name: 'Verifying with passkey' })).toBeVisible();
    await expect(canvas.queryByText('Enter the code generated from your authenticator app')).toBeNull();
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
  },
};

/** A passkey prompt unanswered for 300 s: the passkey screen says so, with Try again (not the code screen). */
export const PasskeyTimedOut: Story = {
  args: { methods: ['passkey'] },
  beforeEach: () => {
    passkeyHangs = true;
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Verifying with passkey' });
    time.advance(300_000);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Timed out waiting for MFA code'));
    await expect(canvas.getByRole('heading', { name: 'Verifying with passkey' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    passkeyHangs = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Identity verified'));
    await expect(canvas.getByRole('heading', { name: 'Verifying with passkey' })).toBeVisible();
  },
};

/* ── A single round, as the app answers the SDK's prompt ── */

/**
 * Four wrong codes: the 10 s lock-out with its countdown; when it ends the journey renders nothing and tells the
 * host it failed (the app closes its dialog; the action that asked shows the SDK's error).
 */
export const SingleRoundLockOutEnds: Story = {
  args: { methods: ['totp'], singleRound: true },
  play: async ({ canvas, args }) => {
    for (const left of [3, 2, 1]) {
      await typeCode(canvas, '111111');
      await waitFor(() =>
        expect(canvas.getByText(`${left} ${left === 1 ? 'attempt' : 'attempts'} left`)).toBeVisible(),
      );
    }
    await typeCode(canvas, '111111');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      ),
    );
    await expect(codeInput(canvas)).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Try again in 10 seconds'));
    time.advance(5_000);
    await waitFor(() => expect(canvas.getByText('Try again in 5 seconds')).toBeVisible());
    time.advance(4_999);
    await waitFor(() => expect(canvas.getByText('Try again in 1 second')).toBeVisible());
    await expect(codeInput(canvas)).toBeDisabled();
    await expect(args.onFinished).not.toHaveBeenCalled();
    time.advance(1);
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Enter verification code' })).toBeNull());
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    // The host hears it from an effect, just after the render.
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('failed'));
    await expect(args.onFinished).toHaveBeenCalledOnce();
    // No new round: nothing more was asked of the SDK, and the SDK's request was not canceled.
    await expect(verifier.submit).toHaveBeenCalledTimes(4);
    await expect(verifier.cancel).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * The SMS code never comes: after 300 s, "Timed out waiting for MFA code" with Try again; in a single round,
 * Try again ends the journey (failed) rather than send a code for a request the SDK no longer waits on.
 */
export const SingleRoundTimeOutEnds: Story = {
  args: { methods: ['sms'], singleRound: true },
  beforeEach: () => {
    smsHangs = true;
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Sending a code to your mobile device')).toBeVisible();
    await expect(verifier.init).toHaveBeenCalledOnce();
    await expect(verifier.init).toHaveBeenCalledWith('sms');
    time.advance(299_999);
    await expect(canvas.queryByRole('alert')).toBeNull();
    time.advance(1);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Timed out waiting for MFA code'));
    await expect(args.onFinished).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Enter verification code' })).toBeNull());
    await expect(canvas.queryByRole('button')).toBeNull();
    // The host hears it from an effect, just after the render.
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('failed'));
    await expect(args.onFinished).toHaveBeenCalledOnce();
    await expect(verifier.init).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Single round, nothing chosen within 300 s: choosing a method then ends it (no code for a request that is over). */
export const SingleRoundTimedOutOnChooser: Story = {
  args: { methods: ['totp', 'passkey'], singleRound: true },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('heading', { name: 'Verify your identity' });
    time.advance(300_000);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Timed out waiting for MFA code'));
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticator app' }));
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('failed'));
    await expect(canvas.queryByRole('textbox', { name: 'Verification code' })).toBeNull();
    await expect(verifier.submit).not.toHaveBeenCalled();
  },
};

/** The right code: "Identity verified", and the host hears it once (the app closes its dialog). */
export const SingleRoundVerified: Story = {
  args: { methods: ['totp'], singleRound: true },
  play: async ({ canvas, args }) => {
    await typeCode(canvas, '111111');
    await waitFor(() => expect(canvas.getByText('3 attempts left')).toBeVisible());
    await expect(args.onFinished).not.toHaveBeenCalled();
    await typeCode(canvas, RIGHT_CODE);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Identity verified'));
    // The host hears it from an effect, just after the render.
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('verified'));
    await expect(args.onFinished).toHaveBeenCalledOnce();
    await expect(verifier.submit).toHaveBeenLastCalledWith('totp', RIGHT_CODE);
    await expect(verifier.cancel).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel: the SDK's cancel(), "Verification canceled" (the host keeps it on screen), Close closes. */
export const SingleRoundCanceled: Story = {
  args: { methods: ['totp', 'sms'], singleRound: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Authenticator app' }));
    await waitFor(() => expect(codeInput(canvas)).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(verifier.cancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Verification canceled'));
    // The host hears it from an effect, just after the render.
    await waitFor(() => expect(args.onFinished).toHaveBeenCalledWith('canceled'));
    await expect(args.onFinished).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onFinished).toHaveBeenCalledOnce();
  },
};
