import { StaticImage } from '@/components/ui/static-image';
import type { ArticleSection } from '@/data/schemas/articles';
import { COVER_SIZE } from '@/data/image-dimensions';
import type { NewsSection } from '@/data/schemas/news';
import { cn } from '@/lib/cn';

export type ContentSection = ArticleSection | NewsSection;

/**
 * The width of the reading column: about 70 characters of the 18 px body text a line (65–75 is
 * the comfortable range; `ch` would overshoot, as a digit is wider than the average letter).
 */
export const READING_MEASURE = 'max-w-[37rem]';

/**
 * The body of an article or news item, block by block. Headings are h2 (the page's title is the
 * h1); a quote is a blockquote whose author is a <cite>; an image keeps its alt text and caption.
 * Every string is rendered as text, so content can never inject markup.
 */
export function ContentSections({
  sections,
  className,
}: {
  sections: readonly ContentSection[];
  className?: string;
}) {
  return (
    <div className={cn('space-y-6 text-lg leading-relaxed break-words text-cream/90', className)}>
      {sections.map((section, index) => {
        // The sections are fixed content that never reorders, so their position is a stable key.
        const key = `${section.type}-${index}`;
        switch (section.type) {
          case 'heading':
            return (
              <h2 key={key} className="pt-4 text-2xl font-bold text-cream sm:text-3xl">
                {section.content}
              </h2>
            );
          case 'paragraph':
            return <p key={key}>{section.content}</p>;
          case 'highlight':
            return (
              <p
                key={key}
                className="rounded-r-lg border-l-4 border-gold bg-gold/10 px-5 py-4 font-medium text-cream"
              >
                {section.content}
              </p>
            );
          case 'quote':
            return (
              <figure key={key} className="border-l-4 border-gold py-1 pl-6">
                <blockquote className="font-display text-xl text-cream italic sm:text-2xl">
                  <p>{section.text}</p>
                </blockquote>
                <figcaption className="mt-3 text-base text-muted">
                  — <cite className="not-italic">{section.author}</cite>
                </figcaption>
              </figure>
            );
          case 'list':
            return (
              <div key={key}>
                {section.content ? <p>{section.content}</p> : null}
                <ul
                  className={cn(
                    'list-disc space-y-2 pl-6 marker:text-gold',
                    section.content && 'mt-3',
                  )}
                >
                  {section.items.map((item, position) => (
                    <li key={position}>{item}</li>
                  ))}
                </ul>
              </div>
            );
          case 'image':
            return (
              <figure key={key} className="py-2">
                <StaticImage
                  src={section.src}
                  alt={section.imageAlt}
                  {...COVER_SIZE}
                  sizes="(min-width: 768px) 720px, 100vw"
                  className="aspect-video w-full rounded-lg bg-surface-raised object-cover"
                />
                {section.caption ? (
                  <figcaption className="mt-3 text-center text-sm text-muted">
                    {section.caption}
                  </figcaption>
                ) : null}
              </figure>
            );
        }
      })}
    </div>
  );
}
