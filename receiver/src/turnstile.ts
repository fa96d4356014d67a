// Cloudflare Turnstile's server-side check of a form's token (siteverify), when the site was built
// with a Turnstile site key and the receiver given its secret.

/**
 * 'ok': a person passed the challenge; 'refused': the token is missing, wrong, used or expired;
 * 'unavailable': the check could not be made (unreachable, slow, our own secret refused), so the
 * receiver refuses the submission as unavailable, never lets it through unchecked.
 */
export type TurnstileResult = 'ok' | 'refused' | 'unavailable';

export type VerifyTurnstile = (
  token: string,
  remoteip: string | undefined,
) => Promise<TurnstileResult>;

/** How long the check may take before the submission is answered 'unavailable'. */
export const TURNSTILE_TIMEOUT_MS = 5000;

/**
 * Error codes that are our fault, not the visitor's (a wrong or missing secret, Cloudflare's own
 * failure): the visitor is not told to solve the challenge again.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */
const OUR_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error']);

/** Asks siteverify about `token` (form-encoded POST, as Cloudflare documents it). */
export async function verifyTurnstile(
  secret: string,
  token: string,
  remoteip: string | undefined,
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = TURNSTILE_TIMEOUT_MS,
): Promise<TurnstileResult> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteip) form.set('remoteip', remoteip);
  let outcome: { success?: unknown; 'error-codes'?: unknown };
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return 'unavailable';
    outcome = (await response.json()) as typeof outcome;
  } catch {
    return 'unavailable';
  }
  if (outcome.success === true) return 'ok';
  const codes = Array.isArray(outcome['error-codes']) ? outcome['error-codes'] : [];
  return codes.some((code) => OUR_ERRORS.has(code as string)) ? 'unavailable' : 'refused';
}

/** The check as the app calls it, bound to the configured secret and URL. */
export function turnstileVerifier(secret: string, url: string): VerifyTurnstile {
  return (token, remoteip) => verifyTurnstile(secret, token, remoteip, url);
}
