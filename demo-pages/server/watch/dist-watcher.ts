import { resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { MANIFEST_FILE } from '../../../scripts/dist-manifest.mjs';
import { pruneOutputs } from './prune-outputs.ts';

/** A running esbuild watch; `dispose` stops it. */
export interface DistWatcher {
  dispose(): Promise<void>;
}

/** Deletes, after every successful build, the files of the output folder that the build did not write. */
function pruneStaleOutputs(outdir: string, workingDir: string): esbuild.Plugin {
  return {
    name: 'prune-stale-outputs',
    setup(build) {
      build.onEnd(async (result) => {
        // A failed build wrote nothing new; pruning against its partial metafile would empty dist/.
        if (result.errors.length > 0 || !result.metafile) return;
        const keep = new Set(Object.keys(result.metafile.outputs).map((output) => resolve(workingDir, output)));
        // Written by build.mjs's manifest plugin, which esbuild's metafile does not know of.
        keep.add(resolve(outdir, MANIFEST_FILE));
        try {
          await pruneOutputs(outdir, keep);
        } catch (error) {
          console.error('[demo] could not remove stale files from the output folder:', error);
        }
      });
    },
  };
}

/**
 * Starts esbuild in watch mode with `options` (build.mjs's buildOptions), so the output folder
 * always equals a fresh build: rebuilt on every source change, stale chunks removed.
 */
export async function startDistWatcher(options: esbuild.BuildOptions): Promise<DistWatcher> {
  const workingDir = options.absWorkingDir ?? process.cwd();
  const outdir = resolve(workingDir, options.outdir ?? 'dist');
  const plugins = [...(options.plugins ?? []), pruneStaleOutputs(outdir, workingDir)];
  const context = await esbuild.context({ ...options, metafile: true, plugins });
  await context.watch();
  return { dispose: () => context.dispose() };
}
