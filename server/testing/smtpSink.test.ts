import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startSmtpSink } from './smtpSink.ts';

/** Opens a message on the sink and resets the connection halfway, as a killed service does. */
async function resetInTheMiddleOfAMessage(port: number): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let replies = '';
  const waitFor = (code: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (replies.includes(`\r\n${code} `) || replies.startsWith(`${code} `)) {
          replies = '';
          socket.off('data', onData);
          resolve();
        }
      };
      const onData = (chunk: Buffer) => {
        replies += chunk.toString();
        check();
      };
      socket.on('data', onData);
      check();
    });
  await waitFor('220');
  socket.write('EHLO client\r\n');
  await waitFor('250');
  socket.write('MAIL FROM:<house@example.com>\r\n');
  await waitFor('250');
  socket.write('RCPT TO:<guest@example.com>\r\n');
  await waitFor('250');
  socket.write('DATA\r\n');
  await waitFor('354');
  socket.write('Subject: half a message\r\n\r\nThe service dies here');
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.resetAndDestroy();
  await new Promise((resolve) => socket.once('close', resolve));
}

describe('the test mail server', () => {
  it('keeps running when a client resets its connection in the middle of messages', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    const sink = await startSmtpSink();
    try {
      for (let i = 0; i < 3; i++) await resetInTheMiddleOfAMessage(sink.port);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      expect(sink.messages).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
      await sink.close();
    }
  });
});
