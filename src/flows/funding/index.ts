/**
 * Funding a wallet through a fiat on-ramp (spec 1: signed on-ramp URLs), as the provider's own funding screens do
 * it, without their modal:
 *
 *   start(provider) → opening (a blank window is opened from the click, then the backend signs the on-ramp's URL)
 *                   → waiting (the window shows the on-ramp; the purchase's status is polled at the provider's
 *                     cadence) → completed | failed | cancelled
 *   a window the browser refused → popup-blocked (Retry opens it again from the user's click).
 *
 * The window gets no access to this page: it is opened on `about:blank` (so the browser can still say it blocked
 * it, which `noopener` would hide), its `opener` is cut, and only then is it sent to the signed URL, which must be
 * `https:` (`http:` only where the host says it runs on the local emulator, and then only on loopback). Timings
 * copy the provider's modal: MoonPay is asked every 3 s from 8 s after the window opened, Coinbase every 1.5 s from
 * 5 s; three failed checks in a row end in an error; a window closed by the person is followed by three more
 * checks, then "cancelled" unless the purchase went through meanwhile; after 30 s the waiting screen adds that the
 * funds may be on the way.
 */
/* The pure machine (`reduce.ts`: `reduceFunding`, its states and events), what runs it (`controller.ts`: the window,
 * the on-ramp's cadence, `createFundingController` on an injected clock, `useFunding`) and the amount (`amount.ts`). */
export * from './amount';
export * from './controller';
export * from './reduce';
