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
    <div className="sg:grid sg:gap-8">
      {order.map((group) => (
        <table key={group} className="sg:w-full sg:border-collapse sg:text-sm">
          <caption className="sg:mb-2 sg:text-start sg:font-semibold sg:text-base">{groups[group] ?? group}</caption>
          <thead>
            <tr className="sg:border-border sg:border-b">
              <th scope="col" className="sg:w-1/2 sg:py-2 sg:pe-4 sg:text-start sg:font-semibold">
                Message
              </th>
              <th scope="col" className="sg:py-2 sg:pe-4 sg:text-start sg:font-semibold">
                Codes
              </th>
              <th scope="col" className="sg:py-2 sg:pe-4 sg:text-start sg:font-semibold">
                Lock-out
              </th>
              <th scope="col" className="sg:py-2 sg:text-start sg:font-semibold">
                Id · key
              </th>
            </tr>
          </thead>
          <tbody>
            {errorCatalogue
              .filter((e) => e.group === group)
              .map((e) => (
                <tr key={e.id} className="sg:border-border sg:border-b sg:align-top">
                  <td className="sg:py-2 sg:pe-4">{en[e.key]}</td>
                  <td className="sg:py-2 sg:pe-4 sg:font-mono sg:text-xs">{e.codes.join(', ') || '—'}</td>
                  <td className="sg:py-2 sg:pe-4 sg:tabular-nums">
                    {'lockoutSeconds' in e ? `${e.lockoutSeconds} s` : '—'}
                  </td>
                  <td className="sg:py-2 sg:font-mono sg:text-muted-foreground sg:text-xs">
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
