import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the browser tests' service writes its mail, one .eml file per message. */
const testOutbox = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The messages in `outbox` that mention `text` (an address, usually), parsed, oldest first: the files are named by time. */
export async function outboxMessages(text: string, outbox = testOutbox()): Promise<ParsedMail[]> {
  let names: string[];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return []; // no outbox until the first message is written
  }
  const raws = names.map((name) => readFileSync(path.join(outbox, name))).filter((raw) => raw.toString('latin1').includes(text));
  return Promise.all(raws.map((raw) => simpleParser(raw)));
}

/** Waits until `count` messages that mention `text` have a subject matching `subject`, and returns them. */
export async function outboxMail(text: string, subject = /./, count = 1): Promise<ParsedMail[]> {
  const find = async () => (await outboxMessages(text)).filter((mail) => subject.test(mail.subject ?? ''));
  await expect.poll(async () => (await find()).length, { timeout: 15_000, message: `${count} message(s) "${subject}" for ${text}` }).toBe(count);
  return find();
}

/** The addresses a message was sent to. */
export const recipientsOf = (mail: ParsedMail): string[] => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((value) => value.address ?? ''));
