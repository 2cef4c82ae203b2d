import type { ReactNode } from 'react';
import { Button } from '../../src/primitives/Button';

/**
 * Stands in, in flow stories only, for what happens outside the page: a wallet extension, the browser's
 * passkey prompt, a provider's consent page, a phone. Clearly labelled, so nobody mistakes it for product UI.
 */
export function Simulated({
  what,
  actions,
  children,
}: {
  what: string;
  actions: { label: string; onClick: () => void; variant?: 'primary' | 'secondary' | 'destructive' }[];
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={`Simulated ${what}`}
      className="mx-auto mt-6 w-full max-w-[26rem] rounded-sigil border border-border border-dashed p-4 text-sm"
    >
      <p className="mb-3 font-semibold text-muted-foreground uppercase tracking-wide">Simulated {what}</p>
      {children}
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button key={action.label} size="sm" variant={action.variant ?? 'secondary'} onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

/** Resolves after the current event has been handled, so each flow step renders on its own. */
export const nextTick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
