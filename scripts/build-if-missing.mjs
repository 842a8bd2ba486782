// `npm start` builds the web app and the API only when their output is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const missing = [
  ['apps/web/dist/index.html', 'npm run build -w apps/web'],
  ['apps/api/dist/server.js', 'npm run build -w apps/api'],
].filter(([file]) => !existsSync(file));

for (const [, command] of missing) {
  console.log(`> ${command}`);
  execSync(command, { stdio: 'inherit' });
}
