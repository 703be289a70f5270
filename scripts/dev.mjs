#!/usr/bin/env node
// `npm run dev`: the provider (with its demo data in .data/) and Vite with hot reload in front of it.
import { spawn } from 'node:child_process';

const providerPort = process.env.PROVIDER_PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: providerPort, STATIC_DIR: '' },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, PROVIDER_PORT: providerPort },
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
