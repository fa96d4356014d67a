/**
 * @jest-environment node
 */
import { ESLint } from 'eslint';
// Imported here and handed over: ESLint's own loader uses import(), which Jest's sandbox lacks.
import config from '../../eslint.config.mjs';

/*
 * The layers of eslint.config.mjs (app → components → lib → data, lib/constants.ts beneath all,
 * data/content read by data/ alone), proved on imports written for the purpose: each wrong one
 * is refused with the rule's error, and the right ones pass.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: config,
  // Only the layer rule: the probes are not meant to pass the rest of the house rules.
  ruleFilter: ({ ruleId }) => ruleId === 'import/no-restricted-paths',
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the layer rule', () => {
  it.each([
    [
      'data/ importing a rule from lib/',
      'data/probe.ts',
      "import { selectRelated } from '@/lib/related';",
    ],
    [
      'data/ importing a component',
      'data/probe.ts',
      "import { Icon } from '@/components/ui/icon';",
    ],
    ['lib/ importing a component', 'lib/probe.ts', "import { Icon } from '@/components/ui/icon';"],
    ['lib/ importing a route', 'lib/probe.ts', "import Page from '@/app/(site)/about/page';"],
    [
      'components/ importing a route',
      'components/probe.tsx',
      "import Page from '@/app/(site)/about/page';",
    ],
    [
      'lib/constants.ts importing anything',
      'lib/constants.ts',
      "import { SITE } from '@/data/site';",
    ],
    [
      'a page reading raw content',
      'components/pages/probe.tsx',
      "import { readContentFile } from '@/data/content-files';",
    ],
    [
      'lib/ reading raw content',
      'lib/probe.ts',
      "import about from '../data/content/pages/about.json';",
    ],
    [
      'a route reading raw content',
      'app/(site)/probe/page.tsx',
      "import { loadFolder } from '@/data/content-files';",
    ],
  ])('refuses %s', async (_, filePath, code) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^import\/no-restricted-paths: Unexpected path /);
  });

  it.each([
    [
      'a route importing a page component',
      'app/(site)/probe/page.tsx',
      "import { AboutPage } from '@/components/pages/about-page';",
    ],
    [
      'a component importing a rule and a loader',
      'components/probe.tsx',
      "import { formatIdr } from '@/lib/currency';\nimport { getCeos } from '@/data/ceos';",
    ],
    [
      'lib/ importing a loader and a type',
      'lib/probe.ts',
      "import { getCeos } from '@/data/ceos';\nimport type { Ceo } from '@/data/schemas/ceos';",
    ],
    [
      'data/ importing the spec’s constants',
      'data/schemas/probe.ts',
      "import { PROVINCE_COUNT } from '@/lib/constants';",
    ],
    [
      'a loader reading its content',
      'data/probe.ts',
      "import { loadFolder } from './content-files';",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
