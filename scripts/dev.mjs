// Development: the API in watch mode on :3000 and the Vite dev server with hot reload on :5173.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? 'http://localhost:5173',
  NODE_ENV: 'development',
};
const children = [
  spawn('npm', ['run', 'dev', '-w', '@quillpost/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@quillpost/web'], { stdio: 'inherit', env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
