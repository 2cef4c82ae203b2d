import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorEntry } from '../../copy/errors';
import type { PasskeyAccount } from '../../model/accounts';
import type { MfaMethod } from '../../model/mfa';
import {
  enrolmentCodeError,
  initialMfaEnrollment,
  type MfaEnrollmentEvent,
  type MfaEnrollmentState,
  type MfaPasskeyBusy,
  planPasskeyRemoval,
  reduceMfaEnrollment,
} from '.';

const run = (events: MfaEnrollmentEvent[], from: MfaEnrollmentState = initialMfaEnrollment) =>
  events.reduce(reduceMfaEnrollment, from);

const wrongCode = errorEntry('mfa.invalidCode');
const canceled = errorEntry('mfa.canceled');
const enrollment = { secret: 'JBSWY3DPEHPK3PXP', authUrl: 'otpauth://totp/Sigil:a?secret=JBSWY3DPEHPK3PXP' };
const phone = '+14155552671';

describe('reduceMfaEnrollment: the chooser', () => {
  it('opens the SMS and passkey set-ups at once; the authenticator app waits on the chooser for its secret', () => {
    expect(run([{ type: 'add', method: 'sms' }]).view).toEqual({
      screen: 'sms',
      step: 'phone',
      phoneNumber: '',
      busy: null,
      resent: false,
      error: null,
    });
    expect(run([{ type: 'add', method: 'passkey' }]).view).toEqual({
      screen: 'passkey',
      busy: null,
      updated: false,
      error: null,
    });
    const pending = run([{ type: 'add', method: 'totp' }]);
    expect(pending.view).toEqual({ screen: 'chooser', pending: 'totp', error: null });
    expect(run([{ type: 'totp-started', enrollment }], pending).view).toEqual({
      screen: 'totp',
      step: 'scan',
      enrollment,
      submitting: false,
      error: null,
    });
  });

  it('adds nothing else while an add is pending or a removal is open', () => {
    const pending = run([{ type: 'add', method: 'totp' }]);
    expect(reduceMfaEnrollment(pending, { type: 'add', method: 'sms' })).toBe(pending);
    expect(reduceMfaEnrollment(pending, { type: 'remove', method: 'sms' })).toBe(pending);
    const removing = run([{ type: 'remove', method: 'sms' }]);
    expect(reduceMfaEnrollment(removing, { type: 'add', method: 'passkey' })).toBe(removing);
  });

  it('a failed add (the verification canceled) shows on the chooser, and the next add clears it', () => {
    const failed = run([
      { type: 'add', method: 'totp' },
      { type: 'failed', error: canceled },
    ]);
    expect(failed.view).toEqual({ screen: 'chooser', pending: null, error: canceled });
    expect(run([{ type: 'add', method: 'totp' }], failed).view).toEqual({
      screen: 'chooser',
      pending: 'totp',
      error: null,
    });
  });

  it('a secret that arrives after the person left is not shown', () => {
    const left = run([{ type: 'add', method: 'totp' }, { type: 'back' }]);
    expect(reduceMfaEnrollment(left, { type: 'totp-started', enrollment })).toBe(left);
  });
});

describe('reduceMfaEnrollment: SMS', () => {
  const sending = run([
    { type: 'add', method: 'sms' },
    { type: 'sms-send', phoneNumber: phone },
  ]);

  it('keeps the number through a failed send', () => {
    expect(sending.view).toMatchObject({ step: 'phone', busy: 'sending', phoneNumber: phone });
    expect(run([{ type: 'failed', error: errorEntry('rateLimited') }], sending).view).toMatchObject({
      step: 'phone',
      busy: null,
      phoneNumber: phone,
      error: errorEntry('rateLimited'),
    });
  });

  it('goes to the code once sent; a second send says a new code is on its way', () => {
    const sent = run([{ type: 'sms-sent' }], sending);
    expect(sent.view).toMatchObject({ step: 'code', busy: null, resent: false });
    const resent = run([{ type: 'sms-send', phoneNumber: phone }, { type: 'sms-sent' }], sent);
    expect(resent.view).toMatchObject({ step: 'code', resent: true });
  });

  it('a wrong code stays on the code step with the number; a right one is done', () => {
    const submitting = run([{ type: 'sms-sent' }, { type: 'code-submit' }], sending);
    expect(submitting.view).toMatchObject({ step: 'code', busy: 'submitting' });
    expect(reduceMfaEnrollment(submitting, { type: 'code-submit' })).toBe(submitting);
    const wrong = run([{ type: 'failed', error: wrongCode }], submitting);
    expect(wrong.view).toMatchObject({ step: 'code', busy: null, phoneNumber: phone, error: wrongCode });
    expect(run([{ type: 'code-submit' }, { type: 'enrolled' }], wrong).view).toMatchObject({
      step: 'done',
      busy: null,
      error: null,
    });
  });

  it('changing the number goes back to it, filled', () => {
    const back = run([{ type: 'sms-sent' }, { type: 'sms-change-number' }], sending);
    expect(back.view).toMatchObject({ step: 'phone', phoneNumber: phone, busy: null });
  });
});

describe('reduceMfaEnrollment: authenticator app', () => {
  const scanning = run([
    { type: 'add', method: 'totp' },
    { type: 'totp-started', enrollment },
  ]);

  it('moves between the QR code and the code, but not while a code is checked', () => {
    const code = run([{ type: 'totp-step', step: 'code' }], scanning);
    expect(code.view).toMatchObject({ step: 'code' });
    const checking = run([{ type: 'code-submit' }], code);
    expect(checking.view).toMatchObject({ submitting: true });
    expect(reduceMfaEnrollment(checking, { type: 'totp-step', step: 'scan' })).toBe(checking);
  });

  it('a wrong code keeps the step and the secret; a right one is done', () => {
    const wrong = run(
      [{ type: 'totp-step', step: 'code' }, { type: 'code-submit' }, { type: 'failed', error: wrongCode }],
      scanning,
    );
    expect(wrong.view).toMatchObject({ step: 'code', submitting: false, enrollment, error: wrongCode });
    expect(run([{ type: 'code-submit' }, { type: 'enrolled' }], wrong).view).toMatchObject({ step: 'done' });
  });
});

describe('reduceMfaEnrollment: passkeys', () => {
  const open = run([{ type: 'add', method: 'passkey' }]);

  it('one change at a time; updated after adding or enrolling; a removal returns to the list', () => {
    const adding = run([{ type: 'passkey-busy', busy: 'adding' }], open);
    expect(adding.view).toMatchObject({ busy: 'adding' });
    expect(reduceMfaEnrollment(adding, { type: 'passkey-busy', busy: 'enrolling' })).toBe(adding);
    expect(run([{ type: 'passkeys-updated' }], adding).view).toMatchObject({ busy: null, updated: true });
    const removing = run([{ type: 'passkey-busy', busy: { removing: 'cred-a' } }], open);
    expect(run([{ type: 'passkey-removed' }], removing).view).toMatchObject({ busy: null, updated: false });
  });

  it('a refused prompt is an error on the list, and adding again clears it', () => {
    const refused = run(
      [
        { type: 'passkey-busy', busy: 'adding' },
        { type: 'failed', error: errorEntry('passkey.rejected') },
      ],
      open,
    );
    expect(refused.view).toMatchObject({ busy: null, error: errorEntry('passkey.rejected') });
    expect(run([{ type: 'passkey-busy', busy: 'adding' }], refused).view).toMatchObject({
      busy: 'adding',
      error: null,
    });
  });
});

describe('reduceMfaEnrollment: removal', () => {
  it('confirm → removing → removed', () => {
    const confirm = run([{ type: 'remove', method: 'totp' }]);
    expect(confirm.removal).toEqual({ method: 'totp', status: 'confirm', error: null });
    const removing = run([{ type: 'removing' }], confirm);
    expect(removing.removal?.status).toBe('removing');
    expect(run([{ type: 'removed' }], removing).removal).toBeNull();
  });

  it('cannot be dismissed while removing; a failure offers another try, which clears it', () => {
    const removing = run([{ type: 'remove', method: 'sms' }, { type: 'removing' }]);
    expect(reduceMfaEnrollment(removing, { type: 'remove-dismissed' })).toBe(removing);
    const failed = run([{ type: 'remove-failed', error: canceled }], removing);
    expect(failed.removal).toEqual({ method: 'sms', status: 'error', error: canceled });
    expect(run([{ type: 'removing' }], failed).removal).toEqual({ method: 'sms', status: 'removing', error: null });
    expect(run([{ type: 'remove-dismissed' }], failed).removal).toBeNull();
  });

  it('opening a removal clears the chooser’s last error', () => {
    const failed = run([
      { type: 'add', method: 'totp' },
      { type: 'failed', error: canceled },
    ]);
    expect(run([{ type: 'remove', method: 'sms' }], failed).view).toMatchObject({ error: null });
  });
});

describe('reduceMfaEnrollment: any sequence of events', () => {
  const method = fc.constantFrom<MfaMethod>('sms', 'totp', 'passkey');
  const error = fc.constantFrom(wrongCode, canceled, errorEntry('generic'));
  const event: fc.Arbitrary<MfaEnrollmentEvent> = fc.oneof(
    method.map((m) => ({ type: 'add', method: m }) as const),
    fc.constant({ type: 'totp-started', enrollment } as const),
    fc.constantFrom('scan', 'code').map((step) => ({ type: 'totp-step', step }) as const),
    fc.constantFrom(phone, '+447700900123').map((n) => ({ type: 'sms-send', phoneNumber: n }) as const),
    fc.constantFrom(
      ...(
        [
          'sms-sent',
          'sms-change-number',
          'code-submit',
          'enrolled',
          'passkeys-updated',
          'passkey-removed',
          'back',
          'removing',
          'removed',
          'remove-dismissed',
        ] as const
      ).map((type) => ({ type }) as MfaEnrollmentEvent),
    ),
    fc
      .constantFrom<Exclude<MfaPasskeyBusy, null>>('adding', 'enrolling', { removing: 'cred-a' })
      .map((busy) => ({ type: 'passkey-busy', busy }) as const),
    error.map((e) => ({ type: 'failed', error: e }) as const),
    error.map((e) => ({ type: 'remove-failed', error: e }) as const),
    method.map((m) => ({ type: 'remove', method: m }) as const),
  );

  it('a removal only ever stands over an idle chooser; an SMS number is lost only by going back or sending to another', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialMfaEnrollment;
        for (const next of events) {
          const before = state;
          state = reduceMfaEnrollment(state, next);
          if (state.removal) expect(state.view).toMatchObject({ screen: 'chooser', pending: null });
          if (before.view.screen === 'sms' && state.view.screen === 'sms') {
            const sentTo = next.type === 'sms-send' && state !== before ? next.phoneNumber : before.view.phoneNumber;
            expect(state.view.phoneNumber).toBe(sentTo);
          }
          if (next.type === 'back') expect(state).toBe(initialMfaEnrollment);
        }
      }),
    );
  });
});

describe('planPasskeyRemoval', () => {
  const passkey = (credentialId: string, enrolledInMfa: boolean): Omit<PasskeyAccount, 'type'> => ({
    credentialId,
    enrolledInMfa,
    firstVerifiedAt: null,
    latestVerifiedAt: null,
  });

  it('a passkey that does not verify is only unlinked', () => {
    expect(planPasskeyRemoval([passkey('a', false), passkey('b', true)], 'a')).toEqual({
      call: 'unlink',
      credentialId: 'a',
    });
  });

  it('a verifying passkey leaves verification with the others kept', () => {
    expect(planPasskeyRemoval([passkey('a', true), passkey('b', true), passkey('c', false)], 'a')).toEqual({
      call: 'submit',
      credentialIds: ['b'],
    });
  });

  it('the last verifying passkey ends passkey verification', () => {
    expect(planPasskeyRemoval([passkey('a', true), passkey('c', false)], 'a')).toEqual({ call: 'unenroll' });
  });

  it('an unknown passkey is treated as one to unlink (the backend answers for it)', () => {
    expect(planPasskeyRemoval([passkey('a', true)], 'zzz')).toEqual({ call: 'unlink', credentialId: 'zzz' });
  });
});

describe('enrolmentCodeError', () => {
  /** The SDK's frame errors (`PrivyIframeError { type, message }`). */
  const frameError = (type: string, message: string) => Object.assign(new Error(message), { type });

  it('reads the frame’s answers to a wrong enrolment code as a wrong code; anything else through the catalogue', () => {
    expect(enrolmentCodeError(frameError('invalid_request_arguments', 'Invalid code')).id).toBe('mfa.invalidCode');
    expect(enrolmentCodeError(frameError('twilio_verification_failed', 'Invalid code')).id).toBe('mfa.invalidCode');
    expect(enrolmentCodeError(frameError('missing_or_invalid_mfa', 'MFA verification failed, retry.')).id).toBe(
      'mfa.invalidCode',
    );
    expect(enrolmentCodeError(frameError('client_error', 'MFA canceled')).id).toBe('mfa.canceled');
    expect(enrolmentCodeError(frameError('error', 'Wallet request failed')).id).toBe('generic');
    expect(enrolmentCodeError({ privyErrorCode: 'too_many_requests' }).id).toBe('rateLimited');
  });
});
