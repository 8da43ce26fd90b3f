import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssVariables } from '../../content/brandTokens.ts';

const siteStylesheet = readFileSync(path.resolve(import.meta.dirname, '../../src/styles.css'), 'utf8');

describe('the brand tokens of the service’s pages and e-mails', () => {
  it('are the colours and fonts the site’s stylesheet declares', () => {
    const missing = cssVariables().filter((declaration) => !siteStylesheet.includes(declaration));
    expect(missing).toEqual([]);
  });
});
