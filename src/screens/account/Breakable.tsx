import { Fragment } from 'react';

/**
 * Text that may wrap at its natural joints: after each `.`, `@`, `_`, `-`, `/` and `:` of an e-mail, a handle or an id
 * (the browser breaks none of those by itself), so a long address on a phone wraps between its parts, not mid-word.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[.@_\-/:])/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one string, in order: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
