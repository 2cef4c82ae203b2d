import { useEffect, useRef } from 'react';
import { useCopy } from '../../copy';
import { MfaVerificationJourney } from '../../journeys/mfa';
import { Modal } from '../../primitives/Modal';
import type { MfaPromptRequest, MfaSession } from '../port';

/**
 * Our answer to the SDK's MFA prompt (`onMfaRequired`, the provider's own prompt is off): the library's
 * verification journey in a dialog over whatever asked (a signature, an export, adding or removing a method).
 * The SDK's request is asked once, so the journey runs a single round: verified, canceled or failed, the dialog
 * closes and the action that asked shows its outcome. It cannot be dismissed by Escape or a click outside: Cancel
 * is how to leave, which tells the SDK at once instead of leaving it waiting 300 s.
 */
export function MfaPromptDialog({ prompt, session }: { prompt: MfaPromptRequest; session: MfaSession }) {
  const { t } = useCopy();
  // What had focus when the SDK asked (Approve, Remove …) gets it back when the dialog closes.
  const opener = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const close = () => session.dismissPrompt(prompt.id);
  // A prompt that goes away unfinished (sign-out, a newer prompt) or fails tells the SDK at once, instead of leaving
  // its request waiting out the 300 s (cancelling a request the SDK has already ended does nothing). Checked a
  // microtask later, and only if not mounted again: React's StrictMode (development) unmounts and mounts again at
  // once, and cancelling then ended the SDK's wait before a code was typed (under `npm start` every prompt said
  // "Verifying" forever).
  const finished = useRef(false);
  const mounted = useRef(false);
  const { verifier } = session;
  const active = useRef(verifier);
  useEffect(() => {
    mounted.current = true;
    active.current = verifier;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        // Gone for good, or replaced by another verifier: this one's request is over.
        if (!finished.current && (!mounted.current || active.current !== verifier)) verifier.cancel();
      });
    };
  }, [verifier]);
  return (
    <Modal open title={t('mfa.verify.title')} hideTitle dismissible={false} returnFocusTo={opener}>
      <MfaVerificationJourney
        key={prompt.id}
        port={session.verifier}
        kind="txn"
        methods={prompt.methods}
        singleRound
        maxAttempts={prompt.maxAttempts}
        onFinished={(outcome) => {
          finished.current = true;
          if (outcome === 'failed') verifier.cancel();
          if (outcome !== 'canceled') close();
        }}
        onClose={close}
      />
    </Modal>
  );
}
