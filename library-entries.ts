/**
 * The library's public entry points, one place for all who need them: the library build (one ES module
 * each), the app's resolver (`@sigil/ui/<entry>`), and the layer check. `tsconfig.json` lists the same
 * paths for the type-checker; a unit test keeps the two and package.json's exports in step.
 */
export const libraryEntries = {
  index: 'src/index.ts',
  model: 'src/model/index.ts',
  copy: 'src/copy/index.ts',
  rules: 'src/rules/index.ts',
  theme: 'src/theme/index.ts',
  icons: 'src/icons/index.ts',
  primitives: 'src/primitives/index.ts',
  'code-field': 'src/primitives/CodeField.tsx',
  modal: 'src/primitives/Modal.tsx',
  flows: 'src/flows/index.ts',
  signing: 'src/flows/signing/index.ts',
  screens: 'src/screens/index.ts',
  ports: 'src/ports/index.ts',
  'sign-in': 'src/journeys/sign-in.ts',
  /** The Wallets page's journey: its own entry, because it brings the signing review's decoders (viem). */
  wallets: 'src/journeys/WalletsJourney.tsx',
  /** Multi-factor verification and enrolment: their own entry, because the set-ups bring the QR code and phone field. */
  mfa: 'src/journeys/mfa.ts',
  /** The Account page's journey: its own entry, because it brings the contact screens, the phone field and wallet linking. */
  account: 'src/journeys/AccountJourney.tsx',
  /** Cross-app accounts, offline access, the Farcaster signer and funding: the Connections page's journeys. */
  connections: 'src/journeys/connections.ts',
  /**
   * Sigil on the provider's SDK (`@privy-io/react-auth`, an optional peer): `SigilPrivyProvider`, the pages wired to
   * it, `usePrivyBackend`. It loads the SDK lazily, so importing it keeps the SDK out of the first screen.
   */
  privy: 'src/privy/index.ts',
  /** The hooks that fill each port from the SDK's, for apps rendering the SDK's `PrivyProvider` themselves. */
  'privy-hooks': 'src/privy/sdk/index.ts',
} as const;

export type LibraryEntry = keyof typeof libraryEntries;

/** `@sigil/ui` → the index; `@sigil/ui/<entry>` → that entry's source file. */
export function librarySpecifier(entry: LibraryEntry): string {
  return entry === 'index' ? '@sigil/ui' : `@sigil/ui/${entry}`;
}

/**
 * Resolver aliases from the public specifiers to the source files, for tools that build or test from source
 * (the app's Vite config; Vitest and Storybook through the root Vite config), so `@sigil/ui/<entry>` never
 * falls through to the package's own `dist/` (which exists only after `npm run build:lib`).
 */
export function librarySourceAliases(root: string): { find: RegExp; replacement: string }[] {
  return (Object.keys(libraryEntries) as LibraryEntry[]).map((entry) => ({
    find: new RegExp(`^${librarySpecifier(entry).replace('/', '\\/')}$`),
    replacement: `${root}/${libraryEntries[entry]}`,
  }));
}
