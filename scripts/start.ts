/**
 * `npm start`: builds the website when the build is missing or older than its sources, then
 * starts the booking service, which serves the site and the functions API.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { main } from '../server/main.ts';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(path.resolve(root, process.env.DIST_DIR || 'dist'), 'index.html');
const sources = ['src', 'core', 'public', 'media', 'index.html', 'vite.config.ts', 'package.json'];

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))));
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => path.join(root, s)).filter(existsSync).map(newestChange));
if (sourcesAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the site…' : 'Building the site…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await main();
