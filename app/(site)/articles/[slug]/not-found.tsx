import { NotFoundView } from '@/components/not-found/not-found-view';
import { getNotFoundSection } from '@/lib/not-found';

// Shown by `next dev`; on a static host the root 404 page shows the same entry (lib/not-found.ts).
export default function ArticleNotFound() {
  return <NotFoundView {...getNotFoundSection('article')} />;
}
