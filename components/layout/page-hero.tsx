import type { ReactNode } from 'react';
import { Container } from './container';

type Props = {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** A breadcrumb or other wayfinding shown above the title. */
  before?: ReactNode;
  children?: ReactNode;
};

/** The banner that opens an inner page: its h1, clear of the fixed header. */
export function PageHero({ eyebrow, title, description, before, children }: Props) {
  return (
    <section className="relative isolate overflow-hidden border-b border-line bg-[radial-gradient(ellipse_at_top_right,rgba(255,210,77,0.14),transparent_60%)] pt-32 pb-14 sm:pt-36 sm:pb-16">
      <Container>
        {before ? <div className="mb-8">{before}</div> : null}
        {eyebrow ? (
          <p className="mb-4 text-xs font-semibold tracking-[0.3em] text-gold uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl text-4xl font-bold text-cream sm:text-5xl">{title}</h1>
        {description ? (
          <div className="mt-5 max-w-3xl text-lg text-muted">{description}</div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
