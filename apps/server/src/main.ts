import { resolve } from 'node:path';
import { type Config, loadConfig } from './config';
import { backup, check, restore } from './ops/commands';
import { serve } from './serve';

/**
 * One bundle, one entry: `serve` (default, `npm start`), `worker` (`npm run worker`), and the
 * operator's `check`, `backup FILE` and `restore FILE` (README, "Operations").
 */
/** A path the operator typed, from where they typed it (npm runs the script in apps/server). */
const fromUser = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file);

const commands: Record<string, (config: Config, args: string[]) => Promise<void>> = {
  serve: (config) => serve(config, 'serve'),
  worker: (config) => serve(config, 'worker'),
  async check(config) {
    const faults = await check(config);
    if (faults.length) {
      console.error(`The ledger does not add up:\n  ${faults.join('\n  ')}`);
      process.exitCode = 1;
    } else
      console.log('The ledger holds: every transaction sums to zero and every balance equals its entries.');
  },
  async backup(config, [file]) {
    if (!file) throw new Error('Usage: npm run backup FILE');
    const bytes = await backup(config, fromUser(file));
    console.log(`Backed up ${config.DATA_DIR} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  },
  async restore(config, [file]) {
    if (!file) throw new Error('Usage: npm run restore FILE');
    await restore(config, fromUser(file));
    console.log(`Restored ${file} into ${config.DATA_DIR}; its ledger holds. Start the server on it.`);
  },
};

const [name = 'serve', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  console.error(`Unknown command ${name}: one of ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
try {
  await command(loadConfig(), args);
} catch (err) {
  // What the operator must do, not a stack: a second process on DATA_DIR, a damaged ledger, a bad variable.
  console.error((err as Error).message);
  process.exit(1);
}
