/** "Dr. Erion Shehu" → "ES": the first letters of the first and last names, titles skipped. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
