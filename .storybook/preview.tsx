import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { arabic, CopyProvider, english } from '../src/copy';
import { cn } from '../src/lib/cn';
import { type Appearance, ThemeProvider } from '../src/theme/ThemeProvider';
import './preview.css';

/** The themes of the toolbar: the provider's own vocabulary, as a host app would pass it. */
export const storyThemes: Record<string, Appearance> = {
  light: { theme: 'light' },
  dark: { theme: 'dark' },
  'custom accent': { theme: 'light', accentColor: '#e11d48' },
  'custom background': { theme: '#1f2a24', accentColor: '#f59e0b' },
};

function StoryThemeProvider({ theme, children }: { theme?: Appearance; children: ReactNode }) {
  return (
    <ThemeProvider {...theme} appName="Acme">
      {children}
    </ThemeProvider>
  );
}

type Frame = 'padded' | 'centered' | 'none';

/** Locale from the toolbar, and the frame a story sits in (parameters.frame). */
const withLocaleAndFrame: Decorator = (Story, context) => {
  const frame = (context.parameters.frame as Frame | undefined) ?? 'padded';
  return (
    <CopyProvider locale={context.globals.locale === 'ar' ? arabic : english}>
      <div
        data-sigil-frame={frame}
        className={cn(frame === 'padded' && 'sg:p-6', frame === 'centered' && 'sg:grid sg:place-items-center sg:p-6')}
      >
        <Story />
      </div>
    </CopyProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        sigilDesktop: {
          name: 'Test desktop (800 × 600)',
          styles: { width: '800px', height: '600px' },
          type: 'desktop',
        },
        sigilPhone: { name: 'Test phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    options: {
      storySort: {
        order: ['Introduction', 'Guides', 'Foundations', 'Icons', 'Copy deck', 'Error catalogue', 'Primitives'],
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Locale of the copy deck',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية (right-to-left)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    withLocaleAndFrame,
    withThemeFromJSXProvider({ themes: storyThemes, defaultTheme: 'light', Provider: StoryThemeProvider }),
  ],
};

export default preview;
