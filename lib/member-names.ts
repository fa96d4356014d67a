import type { DirectoryIndex } from './directory';

/** A directory member as the referring-member field suggests them: the name, and the company to tell namesakes apart. */
export type MemberName = { name: string; company: string };

// The directory index's format version (a type error here when lib/directory.ts changes it).
const INDEX_VERSION: DirectoryIndex['version'] = 1;

/**
 * The members' names (and companies) from the directory's search index, the file the directory
 * already publishes (`/ceo-directory/index.json`): the application form borrows it rather than
 * carrying every name in its own page. Anything malformed throws.
 */
export function readMemberNames(data: unknown): MemberName[] {
  const index = data as Partial<DirectoryIndex> | null;
  if (index?.version !== INDEX_VERSION || !Array.isArray(index.rows)) {
    throw new Error('Not a directory index');
  }
  return index.rows.map((row: unknown) => {
    const [, name, , company] = Array.isArray(row) ? (row as unknown[]) : [];
    if (typeof name !== 'string' || typeof company !== 'string') {
      throw new Error('Malformed directory index row');
    }
    return { name, company };
  });
}
