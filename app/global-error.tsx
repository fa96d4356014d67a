'use client';

import { describeError, UNEXPECTED_ERROR_TITLE } from '@/lib/errors';
import './globals.css';

/**
 * Replaces the root layout when the layout itself fails, so it brings its own <html>. Kept to
 * plain markup: it is loaded with every page.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-ink font-sans text-cream">
        <main className="mx-auto max-w-xl px-6 py-32 text-center">
          <h1 className="font-display text-3xl font-bold">{UNEXPECTED_ERROR_TITLE}</h1>
          <p role="alert" className="mt-4 text-muted">
            {describeError(error)}
          </p>
          <div className="mt-8 flex justify-center gap-3">
            <button
              type="button"
              onClick={retry}
              className="min-h-11 rounded-md bg-gold px-5 font-semibold text-ink"
            >
              Try again
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose: the app shell itself has failed */}
            <a
              href="/"
              className="inline-flex min-h-11 items-center rounded-md border border-gold px-5 font-semibold text-gold"
            >
              Return to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
