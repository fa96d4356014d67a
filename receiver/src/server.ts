// The receiver's Node entry (npm run receiver; built to receiver/dist/server.mjs): settings from
// the environment (config.ts lists them), then the receiver until SIGTERM or SIGINT, which let
// the requests and the mail in flight finish before the database closes.
import { ConfigError, loadConfig, type ReceiverConfig } from './config';
import { startReceiver } from './receiver';

async function main() {
  let config: ReceiverConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const receiver = await startReceiver(config);
  console.log(`receiver listening on ${receiver.url} (db ${config.dbPath})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`receiver: ${signal}, stopping`);
    receiver.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('receiver: stopping failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('receiver: could not start', error);
  process.exit(1);
});
