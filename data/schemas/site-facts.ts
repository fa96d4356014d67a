import { ContentError, describePlace, type Source } from './content-file';

/** The site's facts a page's text may name in braces ('{memberCount} members'). */
export const SITE_FACT_PLACEHOLDERS = [
  'name',
  'legalName',
  'foundedYear',
  'memberCount',
  'memberCountYear',
] as const;

export type SiteFacts = Readonly<Record<(typeof SITE_FACT_PLACEHOLDERS)[number], string>>;

/**
 * `value` with every placeholder replaced by its fact. An unknown one ('{membercount}') throws,
 * naming the file and the field: the build (data/site.ts, fillSiteFacts) and the editor's check
 * before a save (data/cms/check-entry.ts) both refuse it.
 */
export function fillPlaceholders<T>(value: T, facts: SiteFacts, source: Source): T {
  const fill = (item: unknown, path: PropertyKey[]): unknown => {
    if (typeof item === 'string') {
      return item.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (!Object.hasOwn(facts, name)) {
          const known = SITE_FACT_PLACEHOLDERS.map((fact) => `{${fact}}`).join(', ');
          throw new ContentError(
            `${describePlace(source, path)}: {${name}} is not a site fact (${known})`,
          );
        }
        return facts[name as keyof SiteFacts];
      });
    }
    if (Array.isArray(item)) return item.map((entry, index) => fill(entry, [...path, index]));
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.entries(item).map(([key, entry]) => [key, fill(entry, [...path, key])]),
      );
    }
    return item;
  };
  return fill(value, []) as T;
}
