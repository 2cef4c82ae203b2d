import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

/** tailwind-merge told about Sigil's `sg:` prefix, so `sg:p-2` and `sg:p-4` are seen as one utility. */
const twMerge = createTailwindMerge(() => ({ ...getDefaultConfig(), prefix: 'sg' }));

/**
 * Joins class names and lets later Tailwind utilities win over earlier ones (`cn('sg:p-2', props.className)`).
 * A host's own (unprefixed) classes pass through untouched.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
