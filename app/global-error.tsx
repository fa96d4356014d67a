'use client';

import { errors as en } from '@/data/messages/en/errors';
import { errors as id } from '@/data/messages/id/errors';
import { describeError } from '@/lib/errors';
import './globals.css';

/**
 * Replaces the root layout when the layout itself fails, so it brings its own <html>. Kept to
 * plain markup: it is loaded with every page. It is only ever rendered in the browser, after a
 * failure, so it reads the edition from the address.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const indonesian = typeof window !== 'undefined' && /^\/id(\/|$)/.test(window.location.pathname);
  const t = indonesian ? id : en;
  return (
    <html lang={indonesian ? 'id' : 'en'}>
      <body className="min-h-dvh bg-ink font-sans text-cream">
        <main className="mx-auto max-w-xl px-6 py-32 text-center">
          <h1 className="font-display text-3xl font-bold">{t.title}</h1>
          <p role="alert" className="mt-4 text-muted">
            {describeError(error, t.fallback)}
          </p>
          <div className="mt-8 flex justify-center gap-3">
            <button
              type="button"
              onClick={retry}
              className="min-h-11 rounded-md bg-gold px-5 font-semibold text-ink"
            >
              {t.retry}
            </button>
            {/* A full page load on purpose: the app shell itself has failed. */}
            <a
              href={t.homeHref}
              className="inline-flex min-h-11 items-center rounded-md border border-gold px-5 font-semibold text-gold"
            >
              {t.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
