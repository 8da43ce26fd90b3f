/** What a person calls the device a passkey was added on, from its browser's User-Agent, when they gave no name. */
const DEVICES: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

export function deviceLabel(userAgent: string | undefined): string {
  return DEVICES.find(([pattern]) => pattern.test(userAgent ?? ''))?.[1] ?? 'Passkey';
}
