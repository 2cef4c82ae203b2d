import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface ScreenCardProps {
  children: ReactNode;
  className?: string | undefined;
}

/** The card a sign-in screen sits in when the app shows it on a page rather than in a dialog. */
export function ScreenCard({ children, className }: ScreenCardProps) {
  return (
    <div
      data-slot="screen-card"
      className={cn(
        'mx-auto w-full max-w-[26rem] rounded-sigil-lg border border-border bg-background p-6 shadow-sm',
        className,
      )}
    >
      {children}
    </div>
  );
}
