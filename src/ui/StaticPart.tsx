import { createElement, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerHtmlLanguage } from './hydrationPhase.ts';

/** The attribute that marks a static part in the page; src/app/InAppLinks.tsx looks for it. */
export const STATIC_PART_ATTRIBUTE = 'data-static-part';

/**
 * A static part's content, or a function that makes it: the function runs only when the part
 * renders, so a kept part costs no translations and no elements. It creates elements only (no
 * hooks: it runs inside StaticPart's render).
 */
export type StaticContent = ReactNode | (() => ReactNode);

/** Keeps the server's HTML as it is: its `__html` is never written while hydrating, nor on a re-render with the same value. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * A part of a page with no behaviour of its own: text, pictures and links. The page's first
 * hydration leaves its prerendered HTML as it is instead of rendering it again, so hydration costs
 * only the parts that answer input (header, forms, players) and blocks the phone for less time.
 * A part mounted later (the page was opened from a link) renders normally, and a kept part renders
 * its children as soon as the language changes. Links inside a kept part are plain anchors;
 * src/app/InAppLinks.tsx follows them in the app.
 *
 * Pass the content as a function (`{() => <p>{t('text')}</p>}`) when making it costs something,
 * such as translations: a kept part never calls it.
 *
 * Nothing that answers input (state, handlers: a form, a player, a menu) may sit inside one: it
 * would not be hydrated. Sections that hold such things say so (`<Section interactive>`).
 */
export function StaticPart({ as = 'div', children, ...attributes }: { as?: 'div' | 'section'; children: StaticContent } & Omit<HTMLAttributes<HTMLElement>, 'children'>) {
  const { i18n } = useTranslation();
  const serverHtmlLanguage = useServerHtmlLanguage();
  // The language the server HTML is in, while it is kept; once it is dropped, it stays dropped.
  // (A part hydrated late, after the visitor changed language, drops it at once.)
  const [keptIn, setKeptIn] = useState(serverHtmlLanguage);
  const keep = keptIn !== undefined && keptIn === i18n.language;
  if (keptIn !== undefined && !keep) setKeptIn(undefined);
  const props = { ...attributes, [STATIC_PART_ATTRIBUTE]: '' };
  if (keep) return createElement(as, { ...props, dangerouslySetInnerHTML: KEEP_SERVER_HTML });
  return createElement(as, props, typeof children === 'function' ? children() : children);
}
