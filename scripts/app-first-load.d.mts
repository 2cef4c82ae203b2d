/** Types of scripts/app-first-load.mjs for its TypeScript callers (scripts/bench-app.ts). */
export interface FirstLoadFile {
  /** The chunk, relative to the build directory. */
  file: string;
  /** Its key in Vite's manifest (the source module for entries, `_name` for shared chunks). */
  src: string;
  bytes: number;
  gzip: number;
  /** Whether its source map shows code from the provider SDK's packages. */
  sdk: boolean;
}

export interface FirstLoad {
  files: FirstLoadFile[];
  gzipBytes: number;
  gzipKiB: number;
  sdkInEntry: string[];
}

export function firstLoad(dist: string): FirstLoad;
