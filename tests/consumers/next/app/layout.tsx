/**
 * The root layout of a Next.js App Router host (a server component): Sigil's stylesheet as the package exports it.
 */
import '@sigil/ui/theme.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'A Next.js host using @sigil/ui' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
