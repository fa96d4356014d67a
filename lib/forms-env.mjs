// How the forms deliver, read from the environment at build: next.config.mjs hands it to the
// pages, and scripts/build-headers.mjs lets the pages' policy reach the receiver and Turnstile.

/**
 * NEXT_PUBLIC_FORMS_ENDPOINT, the form receiver's address (docs/forms.md): '' when unset, and
 * every form is the spec's simulation and sends nothing. Either a path on the site's own origin
 * (`/api/forms`, behind the reverse proxy of deploy/nginx.conf) or an absolute http(s) URL; and
 * NEXT_PUBLIC_TURNSTILE_SITE_KEY, Cloudflare Turnstile's site key, only with an endpoint.
 * Anything else throws, which stops the build.
 */
export function formsDelivery(env) {
  const formsEndpoint = (env.NEXT_PUBLIC_FORMS_ENDPOINT ?? '').trim().replace(/\/+$/, '');
  if (formsEndpoint && !/^(?:\/[^/]|https?:\/\/[^/])/.test(formsEndpoint)) {
    throw new Error(
      `NEXT_PUBLIC_FORMS_ENDPOINT must be a path such as /api/forms or an http(s) URL, not '${formsEndpoint}'`,
    );
  }
  const turnstileSiteKey = (env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ?? '').trim();
  if (turnstileSiteKey && !formsEndpoint) {
    throw new Error('NEXT_PUBLIC_TURNSTILE_SITE_KEY is set without NEXT_PUBLIC_FORMS_ENDPOINT');
  }
  return { formsEndpoint, turnstileSiteKey };
}
