// The receiver's command line, for whoever runs the server: staff accounts, erasure on request,
// the retention pass. `node receiver/dist/cli.mjs <command>` once built (npm run receiver:build);
// its commands and their tests: staff/commands.ts.
import { userInfo } from 'node:os';
import { runCli } from './staff/commands';

/**
 * Reads a line from the terminal without echoing it: raw mode, so each key comes here and not to
 * the screen. Enter ends it, Backspace takes a character back, Ctrl-C cancels.
 */
function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  let typed: string[] = [];
  return new Promise((resolve, reject) => {
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    function onData(chunk: string) {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          finish();
          resolve(typed.join(''));
          return;
        }
        if (character === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed.push(character);
      }
    }
    stdin.on('data', onData);
  });
}

/** The operating system's user running the command, for the audit log. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

runCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  askPassword: process.stdin.isTTY ? askHidden : null,
  now: () => new Date(),
  actor: `cli:${osUser()}`,
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
