import { spawn } from 'node:child_process';
import { freePort } from './smtpSink.ts';

/** A real Redis server started by a test on a free loopback port, keeping nothing on disk. */
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 20_000;

/** Starts Debian's redis-server; a missing or failing server fails the test with its output, never skips it. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => fail(`not ready within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    function fail(reason: string) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`Redis for the tests could not start (${reason}); install Debian's redis-server (apt-get install -y redis-server).\n${output.slice(-2000)}`));
    }
    const read = (data: Buffer) => {
      output += data;
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`exited with code ${code}`));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
