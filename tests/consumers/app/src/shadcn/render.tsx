import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

export function render(children: ReactNode) {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(children);
}
