import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** A push request as the push service received it. */
export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A push service on loopback, as a browser vendor runs one: it takes each POST, records it, and
 * answers with `status` (201 unless told otherwise), or never answers when `status` is 'never'.
 */
export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  answerWith(status: number | 'never'): void;
  close(): Promise<void>;
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  let status: number | 'never' = 201;
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      if (status === 'never') held.push(response);
      else response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answerWith(next) {
      status = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A browser's side of a subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
export interface TestSubscriber {
  keys: { p256dh: string; auth: string };
  /** Decrypts a push message meant for this subscriber (aes128gcm), as the browser does. */
  open(body: Buffer): string;
}

export function newSubscriber(): TestSubscriber {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    open: (body) => decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
  };
}
