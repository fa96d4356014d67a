/** The fallback screen for a failure while routing or rendering (imported by the error islands). */
export const errors = {
  title: 'Unexpected Application Error!',
  /** Shown when the error carries neither a status nor a message. */
  fallback: 'Something went wrong.',
  retry: 'Try again',
  home: 'Return to Home',
  homeHref: '/',
};
