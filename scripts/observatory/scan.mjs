// MDN's HTTP Observatory scanner (@mdn/mdn-http-observatory, pinned in this folder's
// package.json), run on this machine against a site served on loopback ports: what
// e2e/security-headers.spec.ts grades deploy/nginx.conf with.
//   node scripts/observatory/scan.mjs --http-port 40080 --https-port 40443 --ca cert.pem [--host localhost]
// Prints the scanner's JSON result.
//
// Offline: the package's postinstall downloads two lists from the internet, so it is installed
// with --ignore-scripts, and what the scan reads is written here instead. The scan reads one:
// conf/hsts-preload.json, Chromium's HSTS preload list, to credit a preloaded host. The host
// scanned here is on no such list, so an empty list gives it the result the full list would.
// The other, conf/tld-list.json, is read only by the scanner's web API, not by its scan.
// The certificate is trusted through NODE_EXTRA_CA_CERTS, as the package's own wrapper does for
// Mozilla's bundle (which this replaces: the test certificate is the only one needed).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const PACKAGE = join(HERE, 'node_modules', '@mdn', 'mdn-http-observatory');

/** Installs the pinned scanner unless it is installed already, without its download scripts. */
export function installScanner() {
  const wanted = JSON.parse(readFileSync(join(HERE, 'package.json'), 'utf8')).dependencies[
    '@mdn/mdn-http-observatory'
  ];
  const manifest = join(PACKAGE, 'package.json');
  const installed = existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version;
  if (installed !== wanted) {
    const npm = spawnSync(
      'npm',
      ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', HERE],
      { encoding: 'utf8' },
    );
    if (npm.status !== 0) throw new Error(`npm install of the scanner failed:\n${npm.stderr}`);
  }
  const preload = join(PACKAGE, 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

/** Scans `host` served on the given loopback ports; returns the scanner's result. */
export function scan({ host = 'localhost', httpPort, httpsPort, ca }) {
  installScanner();
  const run = spawnSync(
    process.execPath,
    ['--import', join(HERE, 'ports.mjs'), join(PACKAGE, 'src', 'scan.js'), host],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: resolve(ca),
        SCAN_PORTS: JSON.stringify({ [`${host}:80`]: httpPort, [`${host}:443`]: httpsPort }),
      },
      timeout: 120_000,
    },
  );
  if (run.error) throw run.error;
  let result;
  try {
    result = JSON.parse(run.stdout);
  } catch {
    throw new Error(`the scanner printed no result:\n${run.stdout}\n${run.stderr}`);
  }
  if (result.error) throw new Error(`the scanner could not scan ${host}: ${result.error}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: 'localhost' },
      'http-port': { type: 'string' },
      'https-port': { type: 'string' },
      ca: { type: 'string' },
    },
  });
  if (!values['http-port'] || !values['https-port'] || !values.ca) {
    console.error(
      'usage: node scripts/observatory/scan.mjs --http-port N --https-port N --ca cert.pem',
    );
    process.exit(1);
  }
  const result = scan({
    host: values.host,
    httpPort: Number(values['http-port']),
    httpsPort: Number(values['https-port']),
    ca: values.ca,
  });
  console.log(JSON.stringify(result, null, 2));
}
