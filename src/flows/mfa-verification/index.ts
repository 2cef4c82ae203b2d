/**
 * Multi-factor verification: the pure machine (`reduce.ts`: `reduceMfaVerification`, its states and events) and
 * what runs it (`controller.ts`: `createMfaVerificationController` on an injected clock, `useMfaVerification`).
 */
export * from './controller';
export * from './reduce';
