// preact/compat sets up Suspense, SuspenseList and PureComponent at load (their prototypes, an
// `unmount` and an error option hook for Suspense, a vnode hook for memo/forwardRef refs, getters for
// the UNSAFE_ lifecycles): assignments esbuild must keep although no widget uses any of them (the
// widgets are written against React's API without Suspense, lazy, memo, forwardRef, PureComponent or
// legacy lifecycles; a thrown promise is an error here, as any other throw). They and the code only
// they reach cost every page with a widget 0.98 KB gzip in the React kit.
// This plugin drops them from compat's ES build, for the pinned preact version only: every removal
// must find its exact text once, so that an upgrade that changes it fails the build instead of
// shipping a half-trimmed compat. The React 19 build and the unit tests run the libraries as published.
import { readFile } from 'node:fs/promises';
import { sep } from 'node:path';

const COMPAT_FILE = `${sep}node_modules${sep}preact${sep}compat${sep}dist${sep}compat.module.js`;

/**
 * Each removal: the statement's opening and the text that follows its end (kept). What lies between
 * is one statement of compat 10.29.8's minified ES build that only Suspense or SuspenseList reads.
 */
export const COMPAT_REMOVALS = [
  // The error hook that hands a thrown promise to the nearest Suspense (an ancestor with _childDidSuspend).
  { from: 'e.__e=function(n,t,e,r){if(n.then)', to: ';var U=e.unmount;' },
  // The unmount hook (flags read by Suspense only: __z, __R, and MODE_SUSPENDED, set only by a thrown
  // promise) and Suspense's prototype (_childDidSuspend, componentWillUnmount, render).
  { from: 'e.unmount=function(n){var t=n.__c;t&&(t.__z=!0)', to: ';var H=function(n,t,e){' },
  // SuspenseList's prototype.
  { from: '(B.prototype=new n).__a=function(n){', to: ';var q="undefined"!=typeof Symbol' },
  // PureComponent's prototype (no widget extends it).
  { from: '(M.prototype=new n).isPureReactComponent=!0', to: ';var T=e.__b;' },
  // The vnode hook that moves a ref into the props of memo/forwardRef/lazy components (flag __f), which no widget uses.
  { from: 'e.__b=function(n){n.type&&n.type.__f&&n.ref&&', to: ';var A="undefined"!=typeof Symbol' },
  // The getters that read the legacy lifecycles (componentWillMount, …) from their UNSAFE_ names,
  // which no component defines.
  { from: ',["componentWillMount","componentWillReceiveProps","componentWillUpdate"].forEach(', to: ';var en=e.event;' },
];

/** Returns compat's source without the statements of COMPAT_REMOVALS; throws when one is not found once. */
export function trimCompat(source) {
  let out = source;
  for (const { from, to } of COMPAT_REMOVALS) {
    const start = out.indexOf(from);
    const end = start === -1 ? -1 : out.indexOf(to, start);
    if (start === -1 || end === -1 || out.indexOf(from, start + 1) !== -1) {
      throw new Error(`preact-compat-trim: "${from}" not found once in preact/compat; check the removals against the new version.`);
    }
    // The `;` that ended the removed statement stays, before what follows it.
    out = out.slice(0, start) + out.slice(end);
  }
  return out;
}

/** Loads preact/compat's ES build without Suspense's and SuspenseList's set-up (see COMPAT_REMOVALS). */
export const preactCompatTrimPlugin = {
  name: 'preact-compat-trim',
  setup(build) {
    build.onLoad({ filter: /[\\/]preact[\\/]compat[\\/]dist[\\/]compat\.module\.js$/ }, async (args) =>
      args.path.endsWith(COMPAT_FILE) ? { contents: trimCompat(await readFile(args.path, 'utf8')), loader: 'js' } : undefined,
    );
  },
};
