import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities win over earlier ones (`cn('p-2', props.className)`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
