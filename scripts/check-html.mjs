// Validates every exported page with the W3C Nu HTML Checker (vnu.jar from the vnu-jar package;
// needs Java). Fails on any error.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const vnu = createRequire(import.meta.url)('vnu-jar');
const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error) {
  console.error('check:html needs Java (Debian: apt-get install -y default-jre-headless).');
  process.exit(1);
}

const { status, stdout, stderr } = spawnSync(
  'java',
  ['-Xss1024k', '-jar', vnu, '--errors-only', '--skip-non-html', '--format', 'gnu', 'out'],
  { encoding: 'utf8' },
);
const report = `${stdout}${stderr}`.trim();
if (status !== 0 || report) {
  console.error(report);
  console.error('\nThe W3C HTML checker found errors.');
  process.exit(1);
}
console.log('W3C HTML checker: no errors in out/.');
