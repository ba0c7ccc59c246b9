/**
 * `npm run dev`: the API server with restart on change (tsx watch) and Vite with hot reload,
 * which forwards /api to it. Open the URL Vite prints (http://localhost:5173).
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  }),
);
