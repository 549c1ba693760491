// Entry point: parse the environment, start, and stop cleanly on SIGINT/SIGTERM.
// First of all, one of node's tick objects is kept for the life of the process (docs/decisions/0124).
import './lib/tick-object-map.ts';
import { ConfigError, parseConfig } from './config/config.ts';
import { startServer } from './server.ts';

async function main() {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = await startServer(config);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal}: shutting down`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error('Storefleet failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
