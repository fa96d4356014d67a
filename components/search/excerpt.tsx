import type { ExcerptPart } from '@/lib/search';

/**
 * An excerpt's runs as text nodes and <mark> elements: the index's HTML is never set as HTML
 * (lib/search.ts parses it), so no text a page holds can turn into markup here.
 */
export function Excerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.mark ? (
      <mark key={index} className="rounded-[2px] bg-gold px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
