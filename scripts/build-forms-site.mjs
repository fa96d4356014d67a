// Builds the site as an association with a form receiver deploys it: NEXT_PUBLIC_FORMS_ENDPOINT
// set (by default `/api/forms`, the receiver behind the same origin, deploy/nginx.conf), exported
// to .forms/site/ instead of out/, which keeps the simulated site `npm start` serves. Skipped when
// .forms/site/ is newer than every source and was built for the same endpoint.
//   node scripts/build-forms-site.mjs [--endpoint /api/forms] [--dir .forms/site]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { isStale } from './lib/sources.mjs';

const { values } = parseArgs({
  options: {
    endpoint: { type: 'string', default: '/api/forms' },
    dir: { type: 'string', default: join('.forms', 'site') },
  },
});
const SITE = values.dir;
const ENDPOINT_FILE = join(SITE, '.endpoint');
const PARKED = join('.forms', 'out-simulated');

const builtFor = existsSync(ENDPOINT_FILE) ? readFileSync(ENDPOINT_FILE, 'utf8') : null;
if (builtFor === values.endpoint && !isStale(join(SITE, 'index.html'))) {
  console.log(`The forms site in ${SITE}/ is up to date (endpoint ${values.endpoint}).`);
  process.exit(0);
}

mkdirSync(dirname(SITE), { recursive: true });
// out/ is the simulated site: parked while the build writes the forms site there, then put back.
rmSync(PARKED, { recursive: true, force: true });
if (existsSync('out')) renameSync('out', PARKED);
let status = 1;
try {
  console.log(`Building the site with NEXT_PUBLIC_FORMS_ENDPOINT=${values.endpoint} into ${SITE}/`);
  ({ status } = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_PUBLIC_FORMS_ENDPOINT: values.endpoint },
  }));
  if (status === 0) {
    if (!existsSync(join('out', 'index.html')))
      throw new Error('The build wrote no out/index.html');
    rmSync(SITE, { recursive: true, force: true });
    renameSync('out', SITE);
    writeFileSync(ENDPOINT_FILE, values.endpoint);
  }
} finally {
  rmSync('out', { recursive: true, force: true });
  if (existsSync(PARKED)) renameSync(PARKED, 'out');
}
if (status !== 0) {
  console.error(`The forms site's build failed (exit ${status}).`);
  process.exit(status ?? 1);
}
