/**
 * The two halves of the Tailwind 4 + shadcn host check (tests/consumers/run.ts): the host's own page, drawn with its
 * own utilities (including the names Sigil's used to share), and a Sigil region. Each page of the check renders
 * one or both, with or without Sigil's stylesheet, in either order; their pixels must not change. Each region sits at
 * the same whole-pixel place on every page (text drawn at another sub-pixel offset is antialiased differently).
 */
import { CodeField } from '@sigil/ui/code-field';
import { readyBackend } from '@sigil/ui/ports';
import { Banner, Button, Chip } from '@sigil/ui/primitives';
import { SignInJourney } from '@sigil/ui/sign-in';
import { ThemeProvider } from '@sigil/ui/theme';
import { useState } from 'react';

export function HostPage() {
  return (
    <section id="host" className="w-[30rem] p-6" style={{ position: 'absolute', top: 0, left: 0 }}>
      <h1 className="font-bold text-3xl tracking-tight">Acme dashboard</h1>
      <h2>An unstyled heading</h2>
      <p className="text-muted-foreground">The host's own words, in its own font.</p>
      <ul className="list-disc pl-6">
        <li>Bullets stay</li>
        <li>on the host's lists</li>
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-4">
        <div className="rounded-lg border border-border bg-muted p-4">Muted card</div>
        <div className="rounded-lg border p-4">Bordered card</div>
      </div>
      <div className="mt-4 flex gap-2">
        <button type="button" className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
          Primary
        </button>
        <button type="button" className="rounded-md bg-accent px-4 py-2 text-accent-foreground">
          Accent
        </button>
        <button type="button" className="rounded-md border border-border px-4 py-2">
          Outline
        </button>
      </div>
      <input aria-label="Host field" className="mt-4 h-9 w-full rounded-md border border-input px-3" />
    </section>
  );
}

export function SigilPart() {
  const [backend] = useState(() =>
    readyBackend({ sendCode: async () => undefined, loginWithCode: async () => undefined }),
  );
  return (
    <section id="sigil" style={{ position: 'absolute', top: 0, left: 520, width: 416 }}>
      <ThemeProvider theme="light" appName="Acme">
        <div className="sg:grid sg:gap-4 sg:p-6" data-testid="sigil-root-child">
          <SignInJourney settings={{ methods: ['email'] }} backends={{ email: backend }} />
          <CodeField defaultValue="12" />
          <Banner tone="warning" title="Heads up">
            A warning from Sigil.
          </Banner>
          <div className="sg:flex sg:gap-2">
            <Button>Approve</Button>
            <Button variant="secondary">Cancel</Button>
            <Chip>Enabled</Chip>
          </div>
        </div>
      </ThemeProvider>
    </section>
  );
}
