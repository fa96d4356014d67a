import { Container } from '@/components/layout/container';
import { getHome } from '@/data/home';
import type { Locale } from '@/data/locales';
import { getMessages } from '@/data/messages';

export function QuoteSection({ locale }: { locale: Locale }) {
  const { quote } = getHome(locale);
  return (
    <section
      aria-label={getMessages(locale).home.quoteLabel}
      className="border-y border-line bg-surface py-14 sm:py-20"
    >
      <Container className="max-w-4xl">
        <figure className="text-center">
          <p aria-hidden="true" className="font-display text-7xl leading-none text-gold">
            “
          </p>
          <blockquote className="font-display text-3xl leading-snug text-cream italic sm:text-4xl">
            <p>{quote.text}</p>
          </blockquote>
          <figcaption className="mt-8">
            <span className="block font-semibold text-gold">{quote.author}</span>
            <span className="block text-sm text-muted">{quote.role}</span>
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
