// Not a test file itself (see testMatch): the first message per field, as the form shows it.
type Parser = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

export function errorsOf(schema: Parser, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

type AsyncParser = {
  safeParseAsync: (
    value: unknown,
  ) => Promise<
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  >;
};

/** The same for a schema with an asynchronous check (the membership form's referring member). */
export async function errorsOfAsync(
  schema: AsyncParser,
  values: unknown,
): Promise<Record<string, string>> {
  const result = await schema.safeParseAsync(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}
