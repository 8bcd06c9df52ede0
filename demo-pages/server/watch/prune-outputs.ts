import { readdir, rm, rmdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Deletes every file under `dir` that is not in `keep` (absolute paths), then the folders left
 * empty, so that the folder holds exactly the last build's outputs. Returns what it deleted.
 */
export async function pruneOutputs(dir: string, keep: ReadonlySet<string>): Promise<string[]> {
  const deleted: string[] = [];
  const walk = async (folder: string): Promise<boolean> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return false;
    }
    let kept = false;
    for (const entry of entries) {
      const path = resolve(join(folder, entry.name));
      if (entry.isDirectory()) {
        if (await walk(path)) kept = true;
        else {
          await rmdir(path);
          deleted.push(path);
        }
      } else if (keep.has(path)) {
        kept = true;
      } else {
        await rm(path, { force: true });
        deleted.push(path);
      }
    }
    return kept;
  };
  await walk(resolve(dir));
  return deleted;
}
