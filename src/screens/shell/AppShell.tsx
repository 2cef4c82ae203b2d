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
    'sg:inline-flex sg:min-h-11 sg:items-center sg:gap-2 sg:rounded-md sg:px-3 sg:font-medium sg:text-sm sg:outline-none sg:transition-colors',
    'sg:focus-visible:ring-2 sg:focus-visible:ring-ring sg:[&_svg]:size-4',
    current
      ? 'sg:bg-accent-subtle sg:text-accent-text'
      : 'sg:text-muted-foreground sg:hover:bg-muted sg:hover:text-foreground',
  );

/**
 * The frame of the composed app: a skip link, the app's logo and name, its pages, and a centred main
 * column the screens sit in. Pages to come (account, security, wallets, connections) join through `nav`.
 */
export function AppShell({ nav = [], renderLink, actions, children }: AppShellProps) {
  const { t } = useCopy();
  const { appName, logo } = useSigilTheme();
  return (
    <div className="sg:flex sg:min-h-dvh sg:flex-col">
      <a
        href="#sigil-main"
        className="sg:sr-only sg:rounded-sigil sg:border sg:border-border sg:bg-background sg:px-3 sg:py-2 sg:font-medium sg:text-foreground sg:text-sm sg:shadow-md sg:outline-none sg:focus:not-sr-only sg:focus:absolute sg:focus:start-2 sg:focus:top-2 sg:focus:z-50 sg:focus:ring-2 sg:focus:ring-ring"
      >
        {t('shell.skipToContent')}
      </a>
      <header className="sg:border-border sg:border-b">
        <div className="sg:mx-auto sg:flex sg:w-full sg:max-w-5xl sg:flex-wrap sg:items-center sg:gap-4 sg:px-4 sg:py-3">
          {logo ? (
            <AppLogo className="sg:h-8 sg:max-w-[10rem]" />
          ) : (
            <span className="sg:font-semibold sg:text-foreground">{appName}</span>
          )}
          {nav.length > 0 ? (
            <nav aria-label={t('shell.nav')} className="sg:order-last sg:w-full sg:sm:order-none sg:sm:w-auto">
              <ul className="sg:flex sg:gap-1">
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
          <div className="sg:ms-auto sg:flex sg:items-center sg:gap-2">{actions}</div>
        </div>
      </header>
      <main
        id="sigil-main"
        tabIndex={-1}
        className="sg:flex sg:flex-1 sg:justify-center sg:px-4 sg:py-10 sg:outline-none sg:sm:py-16"
      >
        <div className="sg:w-full sg:max-w-sm">
          {/* The screen is the page here: its title is the page's heading. */}
          <ScreenHeadingLevel level={1}>{children}</ScreenHeadingLevel>
        </div>
      </main>
    </div>
  );
}
