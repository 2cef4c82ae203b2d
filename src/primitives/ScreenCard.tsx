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
        'sg:mx-auto sg:w-full sg:max-w-[26rem] sg:rounded-sigil-lg sg:border sg:border-border sg:bg-background sg:p-6 sg:shadow-sm',
        className,
      )}
    >
      {children}
    </div>
  );
}
