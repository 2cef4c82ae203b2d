import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { useCopy } from '../copy/CopyProvider';
import { cn } from '../lib/cn';
import { useSigilTheme } from '../theme/ThemeProvider';

export interface ScreenLayoutProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** An icon above the title (a status or method icon). Ignored when `showLogo` is set. */
  icon?: ReactNode | undefined;
  /** Show the app's logo from the ThemeProvider above the title. */
  showLogo?: boolean | undefined;
  title: ReactNode;
  subtitle?: ReactNode | undefined;
  /**
   * Heading level of the title. By default the surrounding `ScreenHeadingLevel` decides: 2 (a screen sits
   * under the page's or dialog's own heading), 1 where a screen is the page itself (the app shell).
   */
  headingLevel?: 1 | 2 | 3 | undefined;
  footer?: ReactNode | undefined;
  /** 'tone' colours the icon's halo. */
  tone?: 'neutral' | 'accent' | 'error' | 'success' | 'warning' | undefined;
}

const tones = {
  neutral: 'sg:bg-muted sg:text-foreground',
  accent: 'sg:bg-accent-subtle sg:text-accent-text',
  error: 'sg:bg-error-subtle sg:text-error',
  success: 'sg:bg-success-subtle sg:text-success',
  warning: 'sg:bg-warning-subtle sg:text-warning',
} as const;

const HeadingLevelContext = createContext<1 | 2 | 3>(2);

/** How a screen's header sits: centred (a card, a dialog: the default) or at the start (a page of the app). */
export type ScreenAlignment = 'center' | 'start';
const AlignmentContext = createContext<ScreenAlignment>('center');

/**
 * Sets how the screens inside align their header: `start` where a screen is a page of a wide layout (the app shell's
 * signed-in pages, beside left-aligned cards), `center` again inside a dialog.
 */
export function ScreenAlign({ alignment, children }: { alignment: ScreenAlignment; children: ReactNode }) {
  return <AlignmentContext.Provider value={alignment}>{children}</AlignmentContext.Provider>;
}

/** The heading level a screen's title takes here (2 unless a `ScreenHeadingLevel` says otherwise). */
export const useScreenHeadingLevel = () => useContext(HeadingLevelContext);

/** Sets the heading level of the screens inside: 1 where a screen is the page's main content. */
export function ScreenHeadingLevel({ level, children }: { level: 1 | 2 | 3; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/**
 * The frame every screen shares: logo or icon, title, subtitle, body and footer, spaced; the header centred, or at
 * the start in a page of a wide layout (`ScreenAlign`).
 */
export function ScreenLayout({
  icon,
  showLogo = false,
  title,
  subtitle,
  headingLevel,
  footer,
  tone = 'accent',
  children,
  className,
  ...props
}: ScreenLayoutProps) {
  const inherited = useContext(HeadingLevelContext);
  const level = headingLevel ?? inherited;
  const Heading = `h${level}` as const;
  const start = useContext(AlignmentContext) === 'start';
  // At the start, a mark (logo or icon) takes a column of its own beside the title; without one the title starts
  // where the content does.
  const beside = start && (showLogo || Boolean(icon));
  return (
    <section
      data-slot="screen"
      className={cn(
        'sg:flex sg:flex-col sg:gap-6',
        start ? 'sg:items-stretch sg:text-start' : 'sg:items-center sg:text-center',
        className,
      )}
      {...props}
    >
      <header
        className={cn(
          'sg:grid sg:gap-x-4 sg:gap-y-3',
          // A page's header: the icon beside the title and subtitle; a card's: each centred under the last.
          start ? cn('sg:items-center sg:gap-y-1', beside && 'sg:grid-cols-[auto_1fr]') : 'sg:justify-items-center',
        )}
      >
        {showLogo ? (
          <AppLogo className={start && subtitle ? 'sg:row-span-2' : undefined} />
        ) : icon ? (
          <div
            aria-hidden
            className={cn(
              'sg:flex sg:items-center sg:justify-center sg:rounded-full',
              start ? 'sg:size-11 sg:[&_svg]:size-5' : 'sg:size-14 sg:[&_svg]:size-7',
              start && subtitle ? 'sg:row-span-2' : null,
              tones[tone],
            )}
          >
            {icon}
          </div>
        ) : null}
        <Heading
          className={cn(
            'sg:font-semibold sg:text-foreground sg:tracking-tight',
            // A page's title is the largest; a section's inside the page (a level below) as large as a card's.
            start ? cn(beside && 'sg:col-start-2', level === 1 ? 'sg:text-2xl' : 'sg:text-xl') : 'sg:text-xl',
          )}
        >
          {title}
        </Heading>
        {subtitle ? (
          <p
            className={cn(
              'sg:text-muted-foreground sg:text-sm',
              start ? beside && 'sg:col-start-2' : 'sg:max-w-sm sg:text-balance',
            )}
          >
            {subtitle}
          </p>
        ) : null}
      </header>
      {children ? <div className="sg:flex sg:w-full sg:flex-col sg:gap-4 sg:text-start">{children}</div> : null}
      {footer ? <footer className="sg:flex sg:w-full sg:flex-col sg:gap-2">{footer}</footer> : null}
    </section>
  );
}

/** The app's logo from the nearest ThemeProvider: an image URL with the app's name as alternative text, or any element. */
export function AppLogo({ className }: { className?: string | undefined }) {
  const { logo, appName } = useSigilTheme();
  const { t } = useCopy();
  if (!logo) {
    return appName ? <span className={cn('sg:font-semibold sg:text-lg', className)}>{appName}</span> : null;
  }
  if (typeof logo === 'string') {
    return (
      <img
        src={logo}
        alt={appName ? t('logo.alt', { app: appName }) : ''}
        className={cn('sg:h-12 sg:w-auto sg:max-w-[12rem] sg:object-contain', className)}
      />
    );
  }
  return <div className={className}>{logo}</div>;
}
