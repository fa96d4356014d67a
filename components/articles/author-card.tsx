import { Card } from '@/components/ui/card';
import { StaticImage } from '@/components/ui/static-image';
import type { ArticleAuthor } from '@/data/schemas/articles';
import { AVATAR_SIZE } from '@/data/image-dimensions';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';
import { formatMessage } from '@/lib/i18n/format';

/** The writer of an article: avatar, name, 'role at company' and bio. */
export function AuthorCard({ author, locale }: { author: ArticleAuthor; locale: Locale }) {
  const t = getMessages(locale).articles;
  return (
    <Card as="section" aria-labelledby="about-the-author" className="sm:p-8">
      <h2 id="about-the-author" className="text-2xl font-bold text-cream">
        {t.aboutAuthor}
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
            {formatMessage(t.roleAt, { role: author.role, company: author.company })}
          </p>
          <p className="mt-3 text-cream/90">{author.bio}</p>
        </div>
      </div>
    </Card>
  );
}
