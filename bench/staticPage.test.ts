import { describe, expect, it } from 'vitest';
import { withoutScripts } from './staticPage.ts';

describe('withoutScripts', () => {
  it('removes every script and script preload, and keeps everything else', () => {
    const page = [
      '<head><link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/m.js">',
      '<script type="module" crossorigin src="/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
      '<body><div id="root"><h1>Hair</h1></div><script>window.x=1</script></body>',
    ].join('\n');
    expect(withoutScripts(page)).toBe('<head><link rel="stylesheet" href="/a.css"></head>\n<body><div id="root"><h1>Hair</h1></div></body>');
  });
});
