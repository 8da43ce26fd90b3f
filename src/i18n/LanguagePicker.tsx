import { Check, ChevronDown } from '../ui/icons.ts';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language } from '../../core/languages.ts';
import { LANGUAGE_PARAM } from '../../core/languageUrl.ts';
import { switchLanguage } from './i18n.ts';
import { LanguageFlag } from './LanguageFlag.tsx';
import { LANGUAGE_OPTIONS } from './languageOptions.ts';
import { usePopover } from '../ui/popover.ts';

/**
 * The language dropdown: a button that opens a list of the four languages, each with its flag and
 * its own name. The browser opens and closes it (a popover: Escape and a tap outside close it, focus
 * goes back to the button) and each language is a link to this page in it (`?lang=`), so it works
 * from the first paint, before the app's scripts run. Once they run, a choice switches the language
 * in place, focus moves into the list when it opens, and the arrows, Home and End move in it.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  // Focus moves to the current language as the list shows, unless a quick key has already moved it into the list.
  const { ref: listRef, open, onToggle } = usePopover<HTMLUListElement>((list) => {
    if (!list.contains(document.activeElement)) list.querySelector<HTMLElement>('[aria-current]')?.focus();
  });
  const current = LANGUAGE_OPTIONS.find((o) => o.code === i18n.resolvedLanguage) ?? LANGUAGE_OPTIONS[0]!;

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: Language) => {
    // A click that asks for a new tab or window follows the link as it is.
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Focus goes back to the button, as on Escape.
    listRef.current?.hidePopover();
    if (code !== i18n.resolvedLanguage) void switchLanguage(i18n, code);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') {
      // Focus goes on from the button, as it would from a closed list.
      listRef.current?.hidePopover();
      return;
    }
    if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const list = listRef.current;
    if (!list) return;
    // The browser shows the list at once but tells React a moment later: a key pressed in between
    // already moves in the list, as it will once focus is there.
    if (list.matches(':popover-open')) {
      if (moveFocus(list, event.key)) event.preventDefault();
    } else if (event.key === 'ArrowDown') {
      list.showPopover();
      event.preventDefault();
    }
  };

  return (
    <div className={`group/language relative ${className}`}>
      <button
        type="button"
        popoverTarget={listId}
        aria-expanded={open}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-line px-3 text-sm text-ivory [anchor-name:--language-picker] can-hover:transition-colors hover:border-gold/70"
      >
        <LanguageFlag flag={current.flag} />
        {/* The visible code starts the button's name, as WCAG 2.5.3 asks; the rest is for screen readers. */}
        <span>{current.code.toUpperCase()}</span>
        <span className="sr-only">, {t('language.current', { name: current.name })}</span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-has-[:popover-open]/language:rotate-180" />
      </button>
      {/* Below the button, its right edges aligned; where the browser cannot anchor it, at the screen's top right. */}
      <ul
        ref={listRef}
        id={listId}
        popover="auto"
        aria-label={t('language.label')}
        onToggle={onToggle}
        onKeyDown={onListKeyDown}
        className="fixed top-18 right-4 bottom-auto left-auto m-0 min-w-44 rounded-2xl border border-ink-line bg-ink-soft p-1.5 text-ivory shadow-2xl shadow-black/60 supports-[anchor-name:--a]:[position-anchor:--language-picker] supports-[anchor-name:--a]:top-[calc(anchor(bottom)+0.5rem)] supports-[anchor-name:--a]:right-[anchor(right)]"
      >
        {LANGUAGE_OPTIONS.map((option) => {
          const selected = option.code === current.code;
          return (
            <li key={option.code}>
              <a
                href={`?${LANGUAGE_PARAM}=${option.code}`}
                hrefLang={option.code}
                lang={option.code}
                aria-current={selected ? 'true' : undefined}
                onClick={(event) => choose(event, option.code)}
                className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm text-ivory hover:bg-ink-line focus-visible:bg-ink-line"
              >
                <LanguageFlag flag={option.flag} />
                <span className="flex-1">{option.name}</span>
                {selected && <Check aria-hidden="true" className="size-4 text-gold-bright" />}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Moves focus in the list for the arrow keys, Home and End, from the focused language or else from
 * the current one, wrapping at the ends; false for any other key.
 */
function moveFocus(list: HTMLElement, key: string): boolean {
  const items = [...list.querySelectorAll('a')];
  const focused = items.indexOf(document.activeElement as HTMLAnchorElement);
  const from = focused >= 0 ? focused : items.findIndex((item) => item.hasAttribute('aria-current'));
  const to = { ArrowDown: from + 1, ArrowUp: from - 1, Home: 0, End: items.length - 1 }[key];
  if (to === undefined) return false;
  items[(to + items.length) % items.length]?.focus();
  return true;
}
