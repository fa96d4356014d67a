/**
 * Fills a message's `{name}` placeholders: `formatMessage('Page {page}', { page: 2 })` → 'Page 2'.
 * A placeholder without a value throws, so a mistyped name fails a test, not a visitor.
 */
export function formatMessage(
  message: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${message}"`);
    return String(value);
  });
}

/** A count in its message: the one-form for 1, the other form for any other number. */
export function formatCountMessage(
  count: number,
  forms: { readonly one: string; readonly other: string },
): string {
  return formatMessage(count === 1 ? forms.one : forms.other, { count });
}
