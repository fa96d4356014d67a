/**
 * What to tell the visitor about a failure: the status and its text for a response-like error
 * ("404 Not Found"), otherwise the error's message, and `fallback` when it has neither.
 */
export function describeError(error: unknown, fallback = 'Something went wrong.'): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as {
      status?: unknown;
      statusText?: unknown;
      message?: unknown;
    };
    if (typeof status === 'number') {
      return [status, typeof statusText === 'string' ? statusText : ''].join(' ').trim();
    }
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return fallback;
}
