import type { Socket } from 'node:net';

/** How long a connection we are closing may go on sending before we cut it off. */
export const LINGER_MS = 2000;
/** How often a lingering connection's bytes are counted. */
const COUNT_EVERY_MS = 100;

/**
 * Closes `socket` after the answer the way nginx's lingering close does: send the answer and a FIN,
 * keep reading (and discarding) what the client still sends, and only then let go of the socket.
 *
 * Node closes a `Connection: close` socket as soon as the answer is written. If the client is still
 * uploading at that moment (an oversized body, say), the kernel answers the unread bytes with a
 * reset, and a reset can destroy our answer in the client's buffers before it reads it: the visitor
 * sees "connection reset" instead of "too large". Node's HTTP server ends such a socket by calling
 * its destroySoon(), so that is the one place to wait: on this socket only, it ends our side and
 * destroys the socket when the client has ended too, after LINGER_MS at the latest, or once the
 * client has sent `maxBytes` more (the rest of a body is never worth more than a body's limit).
 */
export function closeAfterClientStops(socket: Socket | null | undefined, { lingerMs = LINGER_MS, maxBytes = Number.POSITIVE_INFINITY } = {}): void {
  if (!socket || typeof socket.destroySoon !== 'function') return; // an injected request has no real socket
  socket.destroySoon = function lingeringClose(this: Socket) {
    const startedAt = this.bytesRead;
    const cutOff = setTimeout(() => this.destroy(), lingerMs);
    const counter = setInterval(() => {
      if (this.bytesRead - startedAt > maxBytes) this.destroy();
    }, COUNT_EVERY_MS);
    cutOff.unref();
    counter.unref();
    this.once('close', () => {
      clearTimeout(cutOff);
      clearInterval(counter);
    });
    this.once('end', () => this.destroy());
    this.end();
  };
}
