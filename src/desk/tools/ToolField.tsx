import type { ReactNode } from 'react';

/**
 * The tools' controls: 16 px text so a phone does not zoom into a field, 48 px tall for a thumb,
 * a visible focus ring, and the dark colour scheme for the browser's own pickers.
 */
export const controlClass =
  'block min-h-12 w-full rounded-xl border border-ink-line bg-ink px-4 py-3 text-base text-ivory [color-scheme:dark] ' +
  'placeholder:text-ivory-dim focus-visible:border-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright ' +
  'aria-invalid:border-danger-bright disabled:cursor-not-allowed disabled:opacity-60';

export const hintClass = 'mt-2 text-sm leading-relaxed text-ivory-dim';
export const errorClass = 'mt-2 text-sm font-medium leading-relaxed text-danger-bright';
export const sectionClass = 'rounded-card border border-ink-line bg-ink-soft p-4 sm:p-6';

interface ToolFieldProps {
  id: string;
  label: string;
  /** Shown beside the label for a field the form can do without. */
  optionalText?: string;
  hint?: string;
  error?: string | null;
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A labelled control with its hint and its error, each named in the control's aria-describedby. */
export function ToolField({ id, label, optionalText, hint, error, children }: ToolFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-medium tracking-wide text-ivory">
        {label}
        {optionalText ? <span className="text-xs font-normal text-ivory-dim">{` (${optionalText})`}</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described === '' ? undefined : described })}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
