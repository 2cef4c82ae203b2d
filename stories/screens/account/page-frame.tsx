import type { Decorator } from '@storybook/react-vite';

/** The home and account screens are pages: reviewed at the width the app gives them, not in a sign-in card. */
export const inPage: Decorator = (Story) => (
  <div className="sg:mx-auto sg:w-full sg:max-w-5xl sg:p-4">
    <Story />
  </div>
);

/** A picture as a provider gives one (inline, so stories need no network): a round purple face. */
export const AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7c3aed"/><circle cx="32" cy="26" r="12" fill="#f5d0fe"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#f5d0fe"/></svg>',
)}`;
