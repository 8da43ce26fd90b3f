import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAfterClientStops } from './lingeringClose.ts';

describe('closeAfterClientStops', () => {
  let server: Server | undefined;
  const clients: Socket[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) client.destroy();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });

  /** A server that answers "bye" at once and lingers; resolves with the port. */
  async function lingeringServer(options: { lingerMs: number; maxBytes?: number }): Promise<number> {
    server = createServer((socket) => {
      socket.on('data', () => {}); // read and discard, as Node's HTTP parser does
      socket.on('error', () => {});
      closeAfterClientStops(socket, options);
      socket.write('bye');
      socket.destroySoon();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  /** Connects and sends 64 KiB every 10 ms until closed; resolves with the ms until the server let go, and what it said. */
  function sendUntilClosed(port: number): Promise<{ ms: number; answer: string }> {
    // Half-open: it goes on sending after the server's FIN, as an uploading browser does.
    const client = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    clients.push(client);
    const started = Date.now();
    let answer = '';
    client.setEncoding('latin1');
    client.on('data', (text: string) => (answer += text));
    client.on('error', () => {});
    const sending = setInterval(() => client.write(Buffer.alloc(64 * 1024, 0x20)), 10);
    return new Promise((resolve) =>
      client.on('close', () => {
        clearInterval(sending);
        resolve({ ms: Date.now() - started, answer });
      }),
    );
  }

  it('reads what a client still sends, then lets go after lingerMs', async () => {
    const port = await lingeringServer({ lingerMs: 600 });
    const { ms, answer } = await sendUntilClosed(port);
    expect(answer).toBe('bye');
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(ms).toBeLessThan(3000);
  });

  it('lets go sooner once the client has sent maxBytes more', async () => {
    const port = await lingeringServer({ lingerMs: 20_000, maxBytes: 256 * 1024 });
    const { ms, answer } = await sendUntilClosed(port);
    expect(answer).toBe('bye');
    expect(ms).toBeLessThan(5000);
  });

  it('lets go at once when the client ends too', async () => {
    const port = await lingeringServer({ lingerMs: 20_000 });
    const client = connect(port, '127.0.0.1');
    clients.push(client);
    client.on('error', () => {});
    const started = Date.now();
    client.on('data', () => client.end());
    await new Promise((resolve) => client.on('close', resolve));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
