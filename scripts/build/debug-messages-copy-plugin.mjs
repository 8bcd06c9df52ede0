// The debug mode (shared/debug/debug-mode.ts) checks the page config's message overrides against
// every key of the catalogue (shared/messages/all-messages.ts). Importing the catalogue files it
// shares with the widgets made esbuild move each widget's messages out of the widget's chunk into a
// chunk of their own (reached by the widget and by the debug chunk), one more file for every page
// to fetch: /add-profile.html fetched three of them before interaction. This plugin gives the debug
// chunk its own copy of the catalogue instead (the same files, loaded again under another module
// identity), so the widgets' messages stay in the widgets' chunks; the copy only loads in debug mode.
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

const NAMESPACE = 'debug-messages-copy';
const DEBUG_MODE = `${sep}shared${sep}debug${sep}debug-mode.ts`;
const MESSAGES_DIR = `${sep}shared${sep}messages${sep}`;
// The copies are named by their path from the project, not the machine's: the name goes into the
// debug chunk's source map, whose content names the chunk, so dist/ is the same in every checkout.
const fromProject = (path) => relative(process.cwd(), path).split(sep).join('/');

/** Copies shared/messages/all-messages.ts and the catalogue files it imports into the debug chunk. */
export const debugMessagesCopyPlugin = {
  name: 'debug-messages-copy',
  setup(build) {
    build.onResolve({ filter: /all-messages\.ts$/ }, (args) =>
      args.importer.endsWith(DEBUG_MODE) ? { path: fromProject(join(args.resolveDir, args.path)), namespace: NAMESPACE } : undefined,
    );
    build.onResolve({ filter: /^\./, namespace: NAMESPACE }, (args) => {
      const path = join(args.resolveDir, args.path);
      return path.includes(MESSAGES_DIR) ? { path: fromProject(path), namespace: NAMESPACE } : { path };
    });
    build.onLoad({ filter: /\.ts$/, namespace: NAMESPACE }, async (args) => ({
      contents: await readFile(resolve(args.path), 'utf8'),
      loader: 'ts',
      resolveDir: dirname(resolve(args.path)),
    }));
  },
};
