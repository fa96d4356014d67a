import { Card } from '@/components/ui/card';
import { StaticImage } from '@/components/ui/static-image';
import type { ArticleAuthor } from '@/data/schemas/articles';
import { AVATAR_SIZE } from '@/data/image-sizes';

/** The writer of an article: avatar, name, 'role at company' and bio. */
export function AuthorCard({ author }: { author: ArticleAuthor }) {
  return (
    <Card as="section" aria-labelledby="about-the-author" className="sm:p-8">
      <h2 id="about-the-author" className="text-2xl font-bold text-cream">
        About the Author
      </h2>
      <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-start">
        {/* The name follows at once, so the portrait adds nothing for a screen reader. */}
        <StaticImage
          src={author.avatar}
          alt=""
          {...AVATAR_SIZE}
          sizes="96px"
          className="size-24 shrink-0 rounded-full bg-surface-raised object-cover"
        />
        <div>
          <p className="text-xl font-semibold text-cream">{author.name}</p>
          <p className="mt-1 text-gold">
            {author.role} at {author.company}
          </p>
          <p className="mt-3 text-cream/90">{author.bio}</p>
        </div>
      </div>
    </Card>
  );
}
