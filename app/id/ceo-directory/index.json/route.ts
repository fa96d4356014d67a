import { getDirectoryIndex } from '@/lib/directory-index';

// The Indonesian directory's search index, written at build time as out/id/ceo-directory/index.json.
export const dynamic = 'force-static';

export function GET() {
  return new Response(getDirectoryIndex('id').json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
