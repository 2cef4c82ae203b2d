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
  neutral: 'bg-muted text-foreground',
  accent: 'bg-accent-subtle text-accent-text',
  error: 'bg-error-subtle text-error',
  success: 'bg-success-subtle text-success',
  warning: 'bg-warning-subtle text-warning',
} as const;

const HeadingLevelContext = createContext<1 | 2 | 3>(2);

/** Sets the heading level of the screens inside: 1 where a screen is the page's main content. */
/** The heading level a screen's title takes here (2 unless a `ScreenHeadingLevel` says otherwise). */
export const useScreenHeadingLevel = () => useContext(HeadingLevelContext);

export function ScreenHeadingLevel({ level, children }: { level: 1 | 2 | 3; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** The frame every screen shares: logo or icon, title, subtitle, body and footer, centred and spaced. */
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
  const Heading = `h${headingLevel ?? inherited}` as const;
  return (
    <section data-slot="screen" className={cn('flex flex-col items-center gap-6 text-center', className)} {...props}>
      <header className="flex flex-col items-center gap-3">
        {showLogo ? (
          <AppLogo />
        ) : icon ? (
          <div
            aria-hidden
            className={cn('flex size-14 items-center justify-center rounded-full [&_svg]:size-7', tones[tone])}
          >
            {icon}
          </div>
        ) : null}
        <Heading className="font-semibold text-foreground text-xl tracking-tight">{title}</Heading>
        {subtitle ? <p className="max-w-sm text-balance text-muted-foreground text-sm">{subtitle}</p> : null}
      </header>
      {children ? <div className="flex w-full flex-col gap-4 text-start">{children}</div> : null}
      {footer ? <footer className="flex w-full flex-col gap-2">{footer}</footer> : null}
    </section>
  );
}

/** The app's logo from the nearest ThemeProvider: an image URL with the app's name as alternative text, or any element. */
export function AppLogo({ className }: { className?: string | undefined }) {
  const { logo, appName } = useSigilTheme();
  const { t } = useCopy();
  if (!logo) {
    return appName ? <span className={cn('font-semibold text-lg', className)}>{appName}</span> : null;
  }
  if (typeof logo === 'string') {
    return (
      <img
        src={logo}
        alt={appName ? t('logo.alt', { app: appName }) : ''}
        className={cn('h-12 w-auto max-w-[12rem] object-contain', className)}
      />
    );
  }
  return <div className={className}>{logo}</div>;
}
