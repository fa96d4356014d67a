// The prefix of a membership application's reference (NCN-2026-7KQ4MZ): the association's short
// name from the site settings, read without Node for the form receiver, which draws the references
// (data/site.ts reads the same file with its checks; its test holds the two equal).
import settings from './content/settings/site.json';

export const REFERENCE_PREFIX: string = settings.en.shortName;
