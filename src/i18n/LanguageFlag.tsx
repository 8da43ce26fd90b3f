import { createElement } from 'react';
import type { FlagDrawing } from './languageOptions.ts';

/** A language's flag, 21×14 px with softened corners; decorative, as the language's name is beside it. */
export function LanguageFlag({ flag }: { flag: FlagDrawing }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 30 20"
      width="21"
      height="14"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 rounded-[2px]"
    >
      {flag.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
