/** `npm run dev`: the API in watch mode on PORT (3000) and Vite with hot reload, proxying /api to it. */
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
for (const child of children) child.on('exit', stopAll);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
