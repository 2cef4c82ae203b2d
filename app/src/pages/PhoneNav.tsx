import { useCopy } from '@sigil/ui/copy';
import type { ShellNavItem } from '@sigil/ui/screens';
import { House, Link2, type LucideIcon, ShieldCheck, UserRound, WalletMinimal } from 'lucide-react';
import { Link } from '../router';

/**
 * Each page's icon, lucide's like the library's. The wallet is `WalletMinimal`, not the sign-in screen's `Wallet`:
 * sharing that one would split it out of the first screen's chunk (0.2 KiB gzip more to load first).
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  '/home': House,
  '/account': UserRound,
  '/wallets': WalletMinimal,
  '/connections': Link2,
  '/security': ShieldCheck,
};

const linkClass = (current: boolean | undefined) =>
  [
    'sg:group sg:flex sg:min-w-0 sg:flex-1 sg:flex-col sg:items-center sg:justify-center sg:gap-1 sg:rounded-md sg:outline-none sg:transition-colors',
    'sg:font-medium sg:text-[0.6875rem] sg:leading-tight sg:tracking-tight sg:max-[22.5rem]:text-[0.625rem] sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:focus-visible:ring-inset',
    current ? 'sg:text-accent-text' : 'sg:text-muted-foreground sg:hover:text-foreground',
  ].join(' ');

/**
 * The signed-in pages on a phone: a tab bar along the bottom of the screen, every page one tap away under the
 * thumb, each as its icon over its name (the same names as the header's navigation on wider screens, which this
 * replaces there). The current page's icon sits in an accent pill and its link carries `aria-current="page"`.
 * Dialogs (bottom sheets, z-50) cover it. The page keeps clear of it with a spacer as tall as
 * `--app-tab-bar` (app.css), set in `App`.
 */
export function PhoneNav({ items }: { items: readonly ShellNavItem[] }) {
  const { t } = useCopy();
  return (
    <nav
      data-app-tab-bar=""
      aria-label={t('shell.nav')}
      className="sg:fixed sg:inset-x-0 sg:bottom-0 sg:z-40 sg:border-border sg:border-t sg:bg-background sg:pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="sg:mx-auto sg:grid sg:h-(--app-tab-bar) sg:max-w-lg sg:auto-cols-[minmax(0,1fr)] sg:grid-flow-col sg:px-0.5">
        {items.map((item) => {
          const Icon = ICONS[item.href];
          return (
            <li key={item.href} className="sg:flex sg:min-w-0">
              <Link
                href={item.href}
                className={linkClass(item.current)}
                aria-current={item.current ? 'page' : undefined}
              >
                <span
                  className={`sg:flex sg:h-7 sg:w-12 sg:items-center sg:justify-center sg:rounded-full sg:transition-colors ${
                    item.current ? 'sg:bg-accent-subtle' : 'sg:group-hover:bg-muted'
                  }`}
                >
                  {Icon ? <Icon aria-hidden="true" className="sg:size-5" /> : null}
                </span>
                <span className="sg:max-w-full sg:hyphens-auto sg:text-center sg:wrap-break-word">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
