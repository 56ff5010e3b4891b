import { existsSync } from 'node:fs';

/**
 * Reads `.env` into the environment when it is there, for `npm start` and the database scripts
 * (`.env.example` lists what it may set). A variable the real environment already has wins.
 * `ENV_FILE` names another file; set empty, none is read: the test harness's servers run on what
 * they are given, whatever a developer keeps in `.env`.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): void {
  const path = env.ENV_FILE ?? '.env';
  if (path !== '' && existsSync(path)) process.loadEnvFile(path);
}
