// HTML invoker commands (`<button commandfor="id" command="show-modal">`), native in current
// browsers; React renders the lowercase attributes as they are, but its types do not list them yet.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must match React's declaration to merge
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`;
  }
}
