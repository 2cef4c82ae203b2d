import type { ReactNode } from 'react';
import { useCopy } from '../../copy';
import { cn } from '../../lib/cn';
import { AppLogo, ScreenAlign, ScreenHeadingLevel } from '../../primitives/ScreenLayout';
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
  /** Where the brand (the app's mark and name) leads: the home page. Without it the brand is not a link. */
  homeHref?: string | undefined;
  /** Renders a link, the brand's and each page's (the app's router link): a plain anchor by default. */
  renderLink?: ((item: ShellNavItem, className: string) => ReactNode) | undefined;
  /** Content at the end of the header (the user's button). */
  actions?: ReactNode | undefined;
  /**
   * How the page sits: `card`, one narrow column in a card centred on wider screens (sign-in, a single task);
   * `wide`, a wider column for the signed-in pages.
   */
  layout?: 'card' | 'wide' | undefined;
  children: ReactNode;
}

/** Our focus ring, as every control of the library draws it. */
const ring = 'sg:outline-none sg:focus-visible:ring-2 sg:focus-visible:ring-ring';

const linkClass = (current: boolean | undefined) =>
  cn(
    'sg:inline-flex sg:min-h-11 sg:items-center sg:gap-2 sg:rounded-md sg:px-3 sg:font-medium sg:text-sm sg:transition-colors sg:[&_svg]:size-4',
    ring,
    current
      ? 'sg:bg-accent-subtle sg:text-accent-text'
      : 'sg:text-muted-foreground sg:hover:bg-muted sg:hover:text-foreground',
  );

const link = (item: ShellNavItem, className: string, renderLink: AppShellProps['renderLink']) =>
  renderLink ? (
    renderLink(item, className)
  ) : (
    <a href={item.href} className={className} aria-current={item.current ? 'page' : undefined}>
      {item.icon}
      {item.label}
    </a>
  );

/** The app's mark beside its name, or its logo alone (whose alternative text names the app). */
function brand(appName: string, hasLogo: boolean): Pick<ShellNavItem, 'icon' | 'label'> {
  if (hasLogo) return { icon: <AppLogo className="sg:h-8 sg:max-w-[10rem]" />, label: '' };
  return {
    icon: appName ? (
      <span
        aria-hidden
        className="sg:flex sg:size-8 sg:shrink-0 sg:items-center sg:justify-center sg:rounded-sigil-sm sg:bg-accent sg:font-semibold sg:text-accent-foreground"
      >
        {Array.from(appName)[0]?.toLocaleUpperCase()}
      </span>
    ) : null,
    label: appName,
  };
}

/**
 * The frame of the composed app: a skip link; a header of one constant height, signed in or not, with the app's
 * brand (linking home), its pages and the user's button; and the page, in a card or a wider column.
 */
export function AppShell({ nav = [], homeHref, renderLink, actions, layout = 'card', children }: AppShellProps) {
  const { t } = useCopy();
  const { appName, logo } = useSigilTheme();
  const mark = brand(appName ?? '', Boolean(logo));
  const brandClass = cn(
    'sg:flex sg:min-h-11 sg:min-w-0 sg:items-center sg:gap-2 sg:rounded-md sg:font-semibold sg:text-foreground',
    ring,
  );
  return (
    <div className="sg:flex sg:min-h-dvh sg:flex-col">
      <a
        href="#sigil-main"
        className={cn(
          'sg:sr-only sg:rounded-sigil sg:border sg:border-border sg:bg-background sg:font-medium sg:text-foreground sg:text-sm sg:shadow-md',
          // After `not-sr-only`, which takes the padding away.
          'sg:focus:not-sr-only sg:focus:fixed sg:focus:start-2 sg:focus:top-2 sg:focus:z-50 sg:focus:px-3 sg:focus:py-2',
          ring,
        )}
      >
        {t('shell.skipToContent')}
      </a>
      <header className="sg:border-border sg:border-b">
        <div className="sg:mx-auto sg:flex sg:w-full sg:max-w-5xl sg:flex-wrap sg:items-center sg:gap-x-4 sg:px-4">
          <div className="sg:flex sg:h-16 sg:min-w-0 sg:items-center">
            {homeHref ? (
              link({ href: homeHref, ...mark }, brandClass, renderLink)
            ) : (
              <span className={brandClass}>
                {mark.icon}
                {mark.label}
              </span>
            )}
          </div>
          {nav.length > 0 ? (
            <nav
              aria-label={t('shell.nav')}
              className="sg:order-last sg:w-full sg:pb-2 sg:sm:order-none sg:sm:w-auto sg:sm:pb-0"
            >
              <ul className="sg:flex sg:gap-1">
                {nav.map((item) => (
                  <li key={item.href}>{link(item, linkClass(item.current), renderLink)}</li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="sg:ms-auto sg:flex sg:h-16 sg:items-center sg:gap-2">{actions}</div>
        </div>
      </header>
      <main
        id="sigil-main"
        tabIndex={-1}
        className="sg:flex sg:flex-1 sg:justify-center sg:px-4 sg:py-10 sg:outline-none sg:sm:py-16 sg:[&_h1]:outline-none"
      >
        <div
          data-layout={layout}
          className={cn(
            'sg:w-full',
            layout === 'wide'
              ? 'sg:max-w-3xl'
              : 'sg:max-w-sm sg:sm:max-w-md sg:sm:self-start sg:sm:rounded-sigil sg:sm:border sg:sm:border-border sg:sm:bg-surface sg:sm:p-8 sg:sm:shadow-sm',
          )}
        >
          {/* The screen is the page here: its title is the page's heading; a wide page's header sits at its start. */}
          <ScreenHeadingLevel level={1}>
            <ScreenAlign alignment={layout === 'wide' ? 'start' : 'center'}>{children}</ScreenAlign>
          </ScreenHeadingLevel>
        </div>
      </main>
    </div>
  );
}
