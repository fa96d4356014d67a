// `npm run cms`: the editor and the site side by side on this machine. decap-server (Decap CMS's
// local backend) saves the editor's changes into data/content and data/uploads, on 127.0.0.1
// only; the Next.js dev server shows the site, which reads a saved file again on the next reload;
// a photo uploaded in the editor is published in its widths as soon as it lands.
//
//   npm run cms                     editor at http://127.0.0.1:3000/admin/index.html
//   CMS_PORT=3100 npm run cms       the site on another port (decap-server stays on 8081)
import { spawn } from 'node:child_process';
import { existsSync, watch } from 'node:fs';
import { join } from 'node:path';
import { processGroup } from './lib/processes.mjs';

const HOST = '127.0.0.1';
const PORT = process.env.CMS_PORT ?? '3000';
const UPLOADS = join('data', 'uploads');
const { start } = processGroup('cms');

if (!existsSync(join('node_modules', '.bin', 'decap-server'))) {
  console.error('cms: decap-server is not installed; run npm install first.');
  process.exit(1);
}

start('decap-server', join('node_modules', '.bin', 'decap-server'), [], {
  env: {
    ...process.env,
    BIND_HOST: HOST,
    PORT: '8081',
    MODE: 'fs',
    GIT_REPO_DIRECTORY: process.cwd(),
    LOG_LEVEL: 'warn',
  },
});
start('the site', 'npm', ['run', 'dev', '--', '--hostname', HOST, '--port', PORT]);

// A photo uploaded in the editor lands in data/uploads: publish it (and its widths) so the
// next reload shows it. One run at a time; a burst of uploads is one more run.
let running = false;
let again = false;
function publishUploads() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const child = spawn('node', ['scripts/build-image-variants.mjs'], { stdio: 'inherit' });
  child.on('exit', () => {
    running = false;
    if (again) {
      again = false;
      publishUploads();
    }
  });
}
watch(UPLOADS, () => publishUploads());
// Content saved: a record may now name an upload it did not before.
watch(join('data', 'content'), { recursive: true }, () => publishUploads());

console.log(
  `\ncms: the editor is at http://${HOST}:${PORT}/admin/index.html and the site at http://${HOST}:${PORT}` +
    ' (first page in a few seconds). Ctrl+C stops both.\n',
);
