/**
 * A port member's calls that go to the latest render's SDK hook: each named method is looked up when it is called,
 * so a port made once per state never calls a stale hook.
 */
export function forward<Hook, Name extends keyof Hook>(latest: () => Hook, ...names: Name[]): Pick<Hook, Name> {
  const calls: Partial<Pick<Hook, Name>> = {};
  for (const name of names) {
    const call = (...args: unknown[]) => (latest()[name] as (...args: unknown[]) => unknown)(...args);
    calls[name] = call as Hook[Name];
  }
  return calls as Pick<Hook, Name>;
}
