/**
 * The shapes a filled-in string must never take: what goes wrong in each language when a name, a
 * service, a date or a time is dropped into a running sentence that would have to decline it. The
 * site's and the service's placeholder tests check every string they fill against these.
 */
import type { Language } from './languages.ts';

export interface ShapeSample {
  /** The service names, in the language checked, that a string may carry. */
  services: readonly string[];
  /** The times ("08:00") a string may carry. */
  times: readonly string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** German capitalises the formal pronoun, so it alone may open the line after "Guten Tag …,". */
const GERMAN_FORMAL = /^(Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres|Ihnen)\b/u;
/** Albanian weekdays as a date row writes them ("e martë"): after "më" they would need "të martën". */
const ALBANIAN_WEEKDAY_AFTER_ME = /\bmë e (hënë|martë|mërkurë|enjte|premte|shtunë|diel)\b/u;
/** English words that no Albanian, Turkish or German sentence of ours contains. */
const ENGLISH_WORDS = /(?<!\p{L})(the|your|please|appointment|booking|request|dear|thank|reference|with|and|you)(?!\p{L})/iu;
/** What carries words that are no one's language: links, addresses, the command the technical team runs. */
const NOT_PROSE = /\S+:\/\/\S+|\S+@\S+|npm run \S+ -- \S+ \S+/gu;

/** A placeholder with a letter or an apostrophe glued after it: a suffix that fits one value only. */
export function gluedSuffixes(template: string): string[] {
  return [...template.matchAll(/\{\{\s*\w+\s*\}\}['’]?\p{L}+/gu)].map((match) => match[0]);
}

/** The broken shapes found in a filled string of `language`; empty when it reads as written. */
export function brokenShapes(text: string, language: Language, sample: ShapeSample): string[] {
  const found: string[] = [];
  if (/\{\{|\}\}/u.test(text)) found.push('an unreplaced placeholder');
  const prose = text.replace(NOT_PROSE, ' ');
  for (const service of sample.services) {
    const name = escape(service);
    const around: Partial<Record<Language, RegExp>> = {
      de: new RegExp(`\\b(für|zur|zum) ${name}`, 'u'),
      sq: new RegExp(`\\b(për|më) ${name}`, 'u'),
      tr: new RegExp(`${name}(['’]\\p{L}|\\s+için(?!\\p{L}))`, 'u'),
    };
    if (around[language]?.test(prose)) found.push(`the service "${service}" declined inside a sentence`);
  }
  for (const time of sample.times) {
    if (new RegExp(`${escape(time)}['’]\\p{L}`, 'u').test(prose)) found.push(`a suffix glued to ${time}`);
    if (new RegExp(`${escape(time)} itibarıyla`, 'u').test(prose)) found.push(`"itibarıyla" ("as of") after ${time}`);
  }
  if (language === 'de') {
    for (const match of prose.matchAll(/Guten Tag[^,\n]*,\s*\n\s*(\S+)/gu)) {
      const word = match[1]!;
      if (/^\p{Lu}/u.test(word) && !GERMAN_FORMAL.test(word)) found.push(`a capital after the greeting's comma: "${word}"`);
    }
  }
  if (language === 'sq' && ALBANIAN_WEEKDAY_AFTER_ME.test(prose)) found.push('"më" before a weekday in the nominative');
  if (language === 'tr') {
    for (const sentence of prose.split(/[.!?\n]/)) {
      if ((sentence.match(/(?<!\p{L})için(?!\p{L})/gu) ?? []).length > 1) found.push(`"için … için" in one sentence: "${sentence.trim()}"`);
    }
  }
  if (language !== 'en') {
    const english = ENGLISH_WORDS.exec(prose);
    if (english) found.push(`an English word: "${english[0]}"`);
  }
  return found;
}
