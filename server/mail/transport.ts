import nodemailer, { type SendMailOptions } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { accessSync, constants, createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { folderProblem, StartupError } from '../startupError.ts';

/** What the outbox worker needs from a transport. */
export interface MailTransport {
  /** Human-readable destination, for the start-up log. */
  readonly description: string;
  /** Resolves once the message is accepted; rejects with the transport's error otherwise. */
  send(message: SendMailOptions, outboxRow: { id: string; kind: string; createdAt: Date }): Promise<void>;
  close(): void;
}

export const OUTBOX_FOLDER = 'outbox';

/** A message being written: "<name>.eml.<pid>.tmp". */
const TEMPORARY_FILE = /\.eml\.(\d+)\.tmp$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/**
 * A process killed while writing a message leaves its temporary file behind; the message itself is
 * still in the outbox and will be written again. Files of processes still running are theirs.
 */
function removeAbandonedTemporaryFiles(folder: string): void {
  for (const name of readdirSync(folder)) {
    const pid = TEMPORARY_FILE.exec(name)?.[1];
    if (pid !== undefined && (Number(pid) === process.pid || !isRunning(Number(pid)))) rmSync(path.join(folder, name), { force: true });
  }
}

/** "2026-06-15T10:30:00.000Z" → "20260615-103000": file names that sort by time. */
const compactTime = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * The default transport: each message becomes an .eml file in $DATA_DIR/outbox, named after its
 * outbox row, so a retry rewrites the same file. Written to a temporary name and renamed, so a
 * reader never sees half a message. The message is streamed to the file as it is composed: held
 * whole, a booking's copy with 10 MB of photos took ~14 MB, twice over while its parts were joined.
 */
export function createFileTransport(dataDir: string): MailTransport {
  const folder = path.join(dataDir, OUTBOX_FOLDER);
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
  } catch (error) {
    throw new StartupError(`the mail outbox ${folder} is not a folder the service can write (${folderProblem(folder, error)})`);
  }
  removeAbandonedTemporaryFiles(folder);
  const composer = nodemailer.createTransport({ streamTransport: true, newline: 'windows' });
  return {
    description: `.eml files in ${folder}`,
    async send(message, row) {
      const info = await composer.sendMail(message);
      const file = path.join(folder, `${compactTime(row.createdAt)}-${row.kind}-${row.id}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        // Only the service's own account may read a message: it may carry a visitor's photos.
        await pipeline(info.message as Readable, createWriteStream(temporary, { mode: 0o600 }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await rename(temporary, file);
    },
    close() {
      composer.close();
    },
  };
}

/** Real mail through SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const options = parseConnectionUrl(smtpUrl);
  const transporter = nodemailer.createTransport({
    // One connection, kept for the next message: a new connection per message costs several round
    // trips, which decides how fast the outbox drains after a flood. The worker sends one at a time.
    pool: true,
    maxConnections: 1,
    // Short enough that a dead server fails an attempt (to be retried) instead of holding the worker.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    ...options,
  });
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`,
    async send(message) {
      await transporter.sendMail(message);
    },
    close() {
      transporter.close();
    },
  };
}

export function createTransport(config: { smtpUrl: string | null; dataDir: string }): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createFileTransport(config.dataDir);
}

/**
 * True when retrying cannot help: the server refused the message or its recipients for good
 * (SMTP 550-555, or no valid recipient at all). Anything else (connection refused, timeouts,
 * 4xx, authentication) is worth another attempt later.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return responseCode >= 550 && responseCode <= 555;
  return code === 'EENVELOPE'; // no usable recipient at all
}
