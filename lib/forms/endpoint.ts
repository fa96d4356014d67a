// Where the forms send what visitors type, fixed at build (next.config.mjs checks the value).

/**
 * The receiver's base address (`/api/forms` or `https://forms.example.org/api/forms`, no trailing
 * slash), or '' when the site was built without one: then every form is the spec's simulation
 * and this module's constants compile every delivery path away.
 */
export const FORMS_ENDPOINT: string = process.env.NEXT_PUBLIC_FORMS_ENDPOINT || '';

/** Cloudflare Turnstile's site key, when the receiver checks Turnstile tokens; '' otherwise. */
export const TURNSTILE_SITE_KEY: string = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY || '';
