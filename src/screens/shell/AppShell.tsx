import type { ReactNode } from 'react';
import { useCopy } from '../../copy';
import { cn } from '../../lib/cn';
import { AppLogo, ScreenHeadingLevel } from '../../primitives/ScreenLayout';
import { useSigilTheme } from '../../theme/ThemeProvider';

export interface ShellNavItem {
  href: string;
  label: string;
  icon?: ReactNode | undefined;
  current?: boolean | undefined;
}

export interface AppShellProps {
  /** The app's pages; only shown to signed-in users. Empty: no navigation bar. */
  nav?: readonly ShellNavItem[] | undefined;
  /** Renders a navigation link (the app's router link); a plain anchor by default. */
  renderLink?: ((item: ShellNavItem, className: string) => ReactNode) | undefined;
  /** Content at the end of the header (the user's menu). */
  actions?: ReactNode | undefined;
  children: ReactNode;
}

const linkClass = (current: boolean | undefined) =>
  cn(
    'inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-sm outline-none transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4',
    current ? 'bg-accent-subtle text-accent-text' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

/**
 * The frame of the composed app: a skip link, the app's logo and name, its pages, and a centred main
 * column the screens sit in. Pages to come (account, security, wallets, connections) join through `nav`.
 */
export function AppShell({ nav = [], renderLink, actions, children }: AppShellProps) {
  const { t } = useCopy();
  const { appName, logo } = useSigilTheme();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#sigil-main"
        className="sr-only rounded-sigil border border-border bg-background px-3 py-2 font-medium text-foreground text-sm shadow-md outline-none focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:ring-2 focus:ring-ring"
      >
        {t('shell.skipToContent')}
      </a>
      <header className="border-border border-b">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-4 px-4 py-3">
          {logo ? (
            <AppLogo className="h-8 max-w-[10rem]" />
          ) : (
            <span className="font-semibold text-foreground">{appName}</span>
          )}
          {nav.length > 0 ? (
            <nav aria-label={t('shell.nav')} className="order-last w-full sm:order-none sm:w-auto">
              <ul className="flex gap-1">
                {nav.map((item) => {
                  const className = linkClass(item.current);
                  return (
                    <li key={item.href}>
                      {renderLink ? (
                        renderLink(item, className)
                      ) : (
                        <a href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
                          {item.icon}
                          {item.label}
                        </a>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
          <div className="ms-auto flex items-center gap-2">{actions}</div>
        </div>
      </header>
      <main id="sigil-main" tabIndex={-1} className="flex flex-1 justify-center px-4 py-10 outline-none sm:py-16">
        <div className="w-full max-w-sm">
          {/* The screen is the page here: its title is the page's heading. */}
          <ScreenHeadingLevel level={1}>{children}</ScreenHeadingLevel>
        </div>
      </main>
    </div>
  );
}
