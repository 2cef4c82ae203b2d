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
    'group flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-md outline-none transition-colors',
    'font-medium text-[0.6875rem] leading-tight tracking-tight max-[22.5rem]:text-[0.625rem] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
    current ? 'text-accent-text' : 'text-muted-foreground hover:text-foreground',
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
      className="fixed inset-x-0 bottom-0 z-40 border-border border-t bg-background pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="mx-auto grid h-(--app-tab-bar) max-w-lg auto-cols-[minmax(0,1fr)] grid-flow-col px-0.5">
        {items.map((item) => {
          const Icon = ICONS[item.href];
          return (
            <li key={item.href} className="flex min-w-0">
              <Link
                href={item.href}
                className={linkClass(item.current)}
                aria-current={item.current ? 'page' : undefined}
              >
                <span
                  className={`flex h-7 w-12 items-center justify-center rounded-full transition-colors ${
                    item.current ? 'bg-accent-subtle' : 'group-hover:bg-muted'
                  }`}
                >
                  {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
                </span>
                <span className="max-w-full hyphens-auto text-center wrap-break-word">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
