import type { Language } from '../../core/languages.ts';

/**
 * A flag as SVG shapes on a 30×20 field (drawn by LanguageFlag). Not the flag emoji: Windows has
 * no flag emoji and shows two letters instead, and where a phone or computer lacks an emoji font
 * the browser searches every installed font for each flag's characters, which on a slow phone held
 * up the page's layout for tens of milliseconds each time the web fonts arrived.
 */
export type FlagDrawing = readonly (readonly [tag: 'path' | 'circle', attributes: Readonly<Record<string, string | number>>])[];

/** A language as the picker shows it: its own name, in its own language, and its flag. */
export interface LanguageOption {
  code: Language;
  name: string;
  flag: FlagDrawing;
}

const UNITED_KINGDOM: FlagDrawing = [
  ['path', { fill: '#012169', d: 'M0 0h30v20H0z' }],
  ['path', { stroke: '#fff', strokeWidth: 4, d: 'M0 0l30 20M30 0L0 20' }],
  ['path', { stroke: '#c8102e', strokeWidth: 1.4, d: 'M0 0l30 20M30 0L0 20' }],
  ['path', { stroke: '#fff', strokeWidth: 6, d: 'M15 0v20M0 10h30' }],
  ['path', { stroke: '#c8102e', strokeWidth: 3.6, d: 'M15 0v20M0 10h30' }],
];

/** Red, with the black double-headed eagle (a silhouette, drawn for a flag 21 px wide). */
const ALBANIA: FlagDrawing = [
  ['path', { fill: '#e41e20', d: 'M0 0h30v20H0z' }],
  [
    'path',
    {
      fill: '#000',
      d:
        'M15 7l.6-1.8 .4-1.6 .6-.8 1 .1 1.1 .6-1 .4-.7 .4-.2 1.3 .6 1.4 1.6-1.6 2.2-1.8 2.6-1.2-.7 2 ' +
        '1.3-.1-1.1 2 1.2 .2-1.6 1.8 1 .4-1.9 1.4 .6 .6-2.4 .8-2.6-.5 .2 1.6 1 .8-1.4 .2-.8-.7-.4 1.3 1.2 ' +
        '2.6-1.2-.4-.6 1-.6-.8-.6 .8-.6-1-1.2 .4 1.2-2.6-.4-1.3-.8 .7-1.4-.2 1-.8 .2-1.6-2.6 .5-2.4-.8 ' +
        '.6-.6-1.9-1.4 1-.4-1.6-1.8 1.2-.2-1.1-2 1.3 .1-.7-2 2.6 1.2 2.2 1.8 1.6 1.6 ' +
        '.6-1.4-.2-1.3-.7-.4-1-.4 1.1-.6 1-.1 .6 .8 .4 1.6z',
    },
  ],
];

/** Red, with the white crescent and star. */
const TURKEY: FlagDrawing = [
  ['path', { fill: '#e30a17', d: 'M0 0h30v20H0z' }],
  ['circle', { fill: '#fff', cx: 10, cy: 10, r: 5 }],
  ['circle', { fill: '#e30a17', cx: 11.25, cy: 10, r: 4 }],
  ['path', { fill: '#fff', d: 'M14.9 10l1.73-.56V7.62l1.07 1.47 1.72-.56L18.35 10l1.07 1.47-1.72-.56-1.07 1.47v-1.82z' }],
];

const GERMANY: FlagDrawing = [
  ['path', { fill: '#000', d: 'M0 0h30v6.67H0z' }],
  ['path', { fill: '#d00', d: 'M0 6.67h30v6.66H0z' }],
  ['path', { fill: '#ffce00', d: 'M0 13.33h30V20H0z' }],
];

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', name: 'English', flag: UNITED_KINGDOM },
  { code: 'sq', name: 'Shqip', flag: ALBANIA },
  { code: 'tr', name: 'Türkçe', flag: TURKEY },
  { code: 'de', name: 'Deutsch', flag: GERMANY },
];
