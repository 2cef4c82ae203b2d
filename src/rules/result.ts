import type { CopyKey } from '../copy/locales/en';

/** The result of a rule: the normalised value, or the copy key of the message to show. */
export type RuleResult<T = string> = { ok: true; value: T } | { ok: false; error: CopyKey };

export const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });
export const fail = (error: CopyKey): RuleResult<never> => ({ ok: false, error });

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
