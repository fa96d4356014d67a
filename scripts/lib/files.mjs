// The one directory walk the build and check scripts share.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, depth first, whose name matches `pattern` (every file without one). */
export function* filesUnder(dir, pattern = /(?:)/) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, pattern);
    else if (pattern.test(entry.name)) yield path;
  }
}
