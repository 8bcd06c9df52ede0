import type { DemoState } from './demo-state.ts';

/** Where the static files come from. */
export interface StaticRoots {
  /** The demo pages, served at `/`. */
  readonly publicDir: string;
  /** The built bundle, served at `/dist/`. */
  readonly distDir: string;
  /** Single files under `/vendor/`: URL name to absolute path. */
  readonly vendorFiles: ReadonlyMap<string, string>;
}

/** What every request handler of one server instance shares. */
export interface ServerContext {
  readonly state: DemoState;
  readonly roots: StaticRoots;
  /** Aborts when the server closes, so that held requests stop waiting. */
  readonly closing: AbortSignal;
  /** The server's own origin, for answers to requests with an unusable Host header. */
  readonly origin: () => string;
  /** Watch mode: dist/ changes under the server, so it must never be cached. */
  readonly watch: boolean;
  /** Prints one line per backend call. */
  readonly log: boolean;
}
