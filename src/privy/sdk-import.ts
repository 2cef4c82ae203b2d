/**
 * The SDK chunk's import, in a module of its own. Vite turns `import('./sdk/sdk')` into a call that preloads the
 * SDK chunk's ~50 dependent chunks in parallel, with their file names written next to it; here that list
 * travels in this small chunk (fetched at start-up, alongside the first screen) instead of the first
 * screen's own JavaScript.
 */
export const importSdk = () => import('./sdk/sdk');
