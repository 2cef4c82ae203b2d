import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../tests/support/manual-clock';
import { errorEntry } from '../../copy/errors';
import {
  createMfaEnrollmentController,
  initialMfaEnrollment,
  type MfaEnrollmentCalls,
  type MfaEnrollmentChange,
  type MfaEnrollmentEvent,
  type MfaEnrollmentState,
  reduceMfaEnrollment,
} from '.';

const _run = (events: MfaEnrollmentEvent[], from: MfaEnrollmentState = initialMfaEnrollment) =>
  events.reduce(reduceMfaEnrollment, from);

const _wrongCode = errorEntry('mfa.invalidCode');
const _canceled = errorEntry('mfa.canceled');
const _enrollment = { secret: 'JBSWY3DPEHPK3PXP', authUrl: 'otpauth://totp/Sigil:a?secret=JBSWY3DPEHPK3PXP' };
const _phone = '+14155552671';

describe('MFA enrolment controller', () => {
  /** A port whose calls answer at once, recorded; `passkeys` is what the host's user holds now. */
  const fakePort = (passkeys: { credentialId: string; enrolledInMfa: boolean }[] = []) => {
    const log: string[] = [];
    const ok =
      (name: string) =>
      async (...args: unknown[]) => {
        log.push(`${name} ${JSON.stringify(args)}`);
      };
    const port = {
      passkeys,
      initEnrollmentWithSms: ok('initEnrollmentWithSms'),
      submitEnrollmentWithSms: ok('submitEnrollmentWithSms'),
      initEnrollmentWithTotp: async () => ({ secret: 'S', authUrl: 'otpauth://totp/x?secret=S' }),
      submitEnrollmentWithTotp: ok('submitEnrollmentWithTotp'),
      initEnrollmentWithPasskey: ok('initEnrollmentWithPasskey'),
      submitEnrollmentWithPasskey: ok('submitEnrollmentWithPasskey'),
      unenrollWithSms: ok('unenrollWithSms'),
      unenrollWithTotp: ok('unenrollWithTotp'),
      unenrollWithPasskey: ok('unenrollWithPasskey'),
      linkPasskey: ok('linkPasskey'),
    } satisfies MfaEnrollmentCalls;
    return { port, log };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('SMS: sends the code, checks it, reports the enrolment', async () => {
    const { port, log } = fakePort();
    const changes: MfaEnrollmentChange[] = [];
    const flow = createMfaEnrollmentController({
      calls: () => port,
      onChange: () => {},
      onDone: (c) => changes.push(c),
    });
    flow.add('sms');
    flow.sendSms('+15555550100');
    await settle();
    expect(flow.state.view).toMatchObject({ screen: 'sms', step: 'code', busy: null });
    flow.submitSms('+15555550100', '123456');
    await settle();
    expect(flow.state.view).toMatchObject({ screen: 'sms', step: 'done' });
    expect(log).toEqual([
      'initEnrollmentWithSms [{"phoneNumber":"+15555550100"}]',
      'submitEnrollmentWithSms [{"phoneNumber":"+15555550100","mfaCode":"123456"}]',
    ]);
    expect(changes).toEqual([{ action: 'enrolled', method: 'sms' }]);
  });

  it('drops the answer of a call made before the person left the set-up', async () => {
    const { port } = fakePort();
    let reject: (error: unknown) => void = () => {};
    const flow = createMfaEnrollmentController({
      calls: () => ({ ...port, initEnrollmentWithSms: () => new Promise((_, no) => (reject = no)) }),
      onChange: () => {},
    });
    flow.add('sms');
    flow.sendSms('+15555550100');
    await settle();
    flow.leave();
    reject(new Error('MFA canceled'));
    await settle();
    expect(flow.state).toEqual(initialMfaEnrollment);
  });

  it('adding a passkey waits for it among the user’s passkeys, then enrols it with those that verify', async () => {
    const { port, log } = fakePort([{ credentialId: 'old', enrolledInMfa: true }]);
    let current = port;
    const { clock, pending } = manualClock();
    const flow = createMfaEnrollmentController({ calls: () => current, onChange: () => {}, clock });
    flow.add('passkey');
    flow.addPasskey();
    await settle();
    expect(pending()).toBe(1);
    flow.passkeysChanged();
    expect(flow.state.view).toMatchObject({ busy: 'adding' });
    current = { ...port, passkeys: [...port.passkeys, { credentialId: 'new', enrolledInMfa: false }] };
    flow.passkeysChanged();
    await settle();
    expect(pending()).toBe(0);
    expect(flow.state.view).toMatchObject({ screen: 'passkey', busy: null, updated: true });
    expect(log.at(-1)).toBe('submitEnrollmentWithPasskey [{"credentialIds":["old","new"]},{"removeForLogin":false}]');
  });

  it('gives up on a new passkey that never appears, when its wait runs out on the clock', async () => {
    const { port } = fakePort();
    const { clock, fireAll } = manualClock();
    const flow = createMfaEnrollmentController({ calls: () => port, onChange: () => {}, clock });
    flow.add('passkey');
    flow.addPasskey();
    await settle();
    fireAll();
    await settle();
    expect(flow.state.view).toMatchObject({ screen: 'passkey', busy: null, updated: false });
    expect(flow.state.view.screen === 'passkey' && flow.state.view.error).not.toBeNull();
  });

  it('removes a method after the confirmation; dispose stops the wait and drops what comes after', async () => {
    const { port, log } = fakePort();
    const changes: MfaEnrollmentChange[] = [];
    const { clock, pending } = manualClock();
    const flow = createMfaEnrollmentController({
      calls: () => port,
      onChange: () => {},
      onDone: (c) => changes.push(c),
      clock,
    });
    flow.remove('totp');
    flow.confirmRemoval();
    await settle();
    expect(flow.state.removal).toBeNull();
    expect(log).toEqual(['unenrollWithTotp []']);
    expect(changes).toEqual([{ action: 'removed', method: 'totp' }]);
    flow.add('passkey');
    flow.addPasskey();
    await settle();
    flow.dispose();
    expect(pending()).toBe(0);
    flow.leave();
    expect(flow.state.view.screen).toBe('passkey');
  });
});
