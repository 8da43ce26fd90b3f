import { Check, ChevronDown } from '../ui/icons.ts';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../core/languages.ts';
import { switchLanguage } from './i18n.ts';
import { LanguageFlag } from './LanguageFlag.tsx';
import { LANGUAGE_OPTIONS } from './languageOptions.ts';

/**
 * The language dropdown: a button that opens a list of the four languages, each with its flag and
 * its own name. Keyboard: Enter/Space/ArrowDown open it, arrows move, Escape closes and returns focus.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const current = LANGUAGE_OPTIONS.find((o) => o.code === i18n.resolvedLanguage) ?? LANGUAGE_OPTIONS[0]!;

  // Focus moves into the list as soon as it shows, before the next key is handled: a passive effect
  // can run a frame later on a slow phone, after the visitor has already pressed an arrow or Escape.
  useLayoutEffect(() => {
    if (open) listRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (code: Language) => {
    close();
    if (isLanguage(code) && code !== i18n.resolvedLanguage) void switchLanguage(i18n, code);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) setOpen(true);
          else if (e.key === 'Escape' && open) close();
          else return;
          e.preventDefault();
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-line px-3 text-sm text-ivory can-hover:transition-colors hover:border-gold/70"
      >
        <LanguageFlag flag={current.flag} />
        {/* The visible code starts the button's name, as WCAG 2.5.3 asks; the rest is for screen readers. */}
        <span>{current.code.toUpperCase()}</span>
        <span className="sr-only">, {t('language.current', { name: current.name })}</span>
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        aria-label={t('language.label')}
        onKeyDown={onListKeyDown}
        className="absolute right-0 z-50 mt-2 min-w-44 rounded-2xl border border-ink-line bg-ink-soft p-1.5 shadow-2xl shadow-black/60"
      >
        {LANGUAGE_OPTIONS.map((option) => {
          const selected = option.code === current.code;
          return (
            <li key={option.code}>
              <button
                type="button"
                lang={option.code}
                aria-current={selected}
                onClick={() => choose(option.code)}
                className="flex min-h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm text-ivory hover:bg-ink-line focus-visible:bg-ink-line"
              >
                <LanguageFlag flag={option.flag} />
                <span className="flex-1">{option.name}</span>
                {selected && <Check aria-hidden="true" className="size-4 text-gold-bright" />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
