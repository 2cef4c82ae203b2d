/** The host's own stylesheet, imported for its side effects (Vite bundles it). */
declare module '*.css';
