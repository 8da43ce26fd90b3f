import { connect, type Socket } from 'node:net';

/** A raw HTTP/1.1 connection from a chosen loopback address, that keeps every byte the server sends. */
export interface RawClient {
  socket: Socket;
  /** What the server has sent so far (latin1). */
  received(): string;
  /** Resolves with everything received once the connection has closed, whether cleanly or by a reset. */
  closed: Promise<string>;
  /** True once the connection was reset (ECONNRESET or EPIPE) rather than closed cleanly. */
  wasReset(): boolean;
}

/** Opens a connection to `port` on 127.0.0.1 from `from` (another loopback address, so the service sees another client). */
export function rawClient(port: number, from = '127.0.0.1'): RawClient {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  let answer = '';
  let reset = false;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  return { socket, received: () => answer, closed, wasReset: () => reset };
}

/** The head of a booking request with `contentLength` bytes of JSON body. */
export const bookingHead = (contentLength: number, extra = '') =>
  `POST /functions/v1/send-booking-email HTTP/1.1\r\nHost: salon.test\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n${extra}\r\n`;

/** The status of the first answer in `text`, or null before one has arrived. */
export function statusOf(text: string): number | null {
  const match = /^HTTP\/1\.1 (\d{3}) /.exec(text);
  return match ? Number(match[1]) : null;
}

/** The JSON body of the first answer in `text` (Content-Length framed), or null until it is whole. */
export function jsonBodyOf(text: string): unknown {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, end));
  if (!length) return null;
  const body = text.slice(end + 4, end + 4 + Number(length[1]));
  return body.length === Number(length[1]) ? JSON.parse(Buffer.from(body, 'latin1').toString('utf8')) : null;
}

/** Writes `data`, waiting while the socket's buffer is full; false if the connection is gone. */
export async function writeFully(socket: Socket, data: string | Uint8Array): Promise<boolean> {
  if (socket.destroyed || socket.writableEnded) return false;
  if (socket.write(data)) return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      socket.off('drain', onDrain);
      socket.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    socket.on('drain', onDrain);
    socket.on('close', onClose);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
