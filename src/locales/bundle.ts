/** Turns `import.meta.glob('./*.json')` results into i18next namespaces named after their files. */
export function bundleNamespaces(files: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(files).map(([path, strings]) => [path.replace(/^.*\/|\.json$/g, ''), strings]));
}
