/** The configuration of a command-line entry point: a bad value is said in one line and exits 1, no stack. */
import { ConfigError, loadConfig, type AppConfig } from '../config.js';

export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
