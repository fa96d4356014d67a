import { getDirectoryIndex } from '@/lib/directory-index';

// The directory's search index, written at build time as out/ceo-directory/index.json.
export const dynamic = 'force-static';

export function GET() {
  return new Response(getDirectoryIndex().json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
