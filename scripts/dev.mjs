// Development: the API in watch mode on :3000 and the Vite dev server with hot reload on :5173.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? 'http://localhost:5173',
  NODE_ENV: 'development',
};
// Each in a process group of its own, so that stopping it reaches what npm started under it
// (tsx's watcher and the server, Vite), which a signal to npm alone leaves running.
const start = (workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { stdio: 'inherit', env, detached: true });
const children = [start('@quillpost/server'), start('@quillpost/web')];

const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // That group has already ended.
    }
  }
};
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
