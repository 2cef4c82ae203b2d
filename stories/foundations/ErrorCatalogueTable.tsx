import { en, errorCatalogue } from '../../src/copy';

const groups: Record<string, string> = {
  mfa: 'Multi-factor verification',
  general: 'Fallbacks',
  passkey: 'Passkeys',
  oauth: 'OAuth and account linking',
  crossApp: 'Cross-app requests',
  wallet: 'Wallets',
  signer: 'Social-network signer',
  session: 'Session',
};

/** The error catalogue of spec section 8, generated from src/copy/errors.ts. */
export function ErrorCatalogueTable() {
  const order = [...new Set(errorCatalogue.map((e) => e.group))];
  return (
    <div className="grid gap-8">
      {order.map((group) => (
        <table key={group} className="w-full border-collapse text-sm">
          <caption className="mb-2 text-start font-semibold text-base">{groups[group] ?? group}</caption>
          <thead>
            <tr className="border-border border-b">
              <th scope="col" className="w-1/2 py-2 pe-4 text-start font-semibold">
                Message
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                Codes
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                Lock-out
              </th>
              <th scope="col" className="py-2 text-start font-semibold">
                Id · key
              </th>
            </tr>
          </thead>
          <tbody>
            {errorCatalogue
              .filter((e) => e.group === group)
              .map((e) => (
                <tr key={e.id} className="border-border border-b align-top">
                  <td className="py-2 pe-4">{en[e.key]}</td>
                  <td className="py-2 pe-4 font-mono text-xs">{e.codes.join(', ') || '—'}</td>
                  <td className="py-2 pe-4 tabular-nums">{'lockoutSeconds' in e ? `${e.lockoutSeconds} s` : '—'}</td>
                  <td className="py-2 font-mono text-muted-foreground text-xs">
                    {e.id} · {e.key}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
