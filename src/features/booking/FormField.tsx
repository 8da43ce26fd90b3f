import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Control styles of the booking form. 16 px text keeps iOS from zooming into a field; 48 px
 * height is a comfortable touch target; the dark colour scheme styles native pickers to match.
 */
export const controlClass =
  'block min-h-12 w-full rounded-xl border border-ink-line bg-ink px-4 py-3 text-base text-ivory [color-scheme:dark] ' +
  'placeholder:text-ivory-dim can-hover:transition-colors hover:border-gold-deep focus-visible:border-gold ' +
  'aria-invalid:border-danger disabled:cursor-not-allowed disabled:opacity-60';

/** A list (`<select>`) of the form: the control's look, with the gold chevron of src/styles.css. */
export const selectClass = `${controlClass} select-chevron`;

export const hintClass = 'mt-2 text-sm leading-relaxed text-ivory-dim';

/** A hint under a control; the control names its id in aria-describedby. */
export interface Hint {
  id: string;
  text: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
  hints?: Hint[];
  className?: string;
  children: ReactNode;
}

/** A visible label tied to its control, a required mark, and hints under it. */
export function FormField({ id, label, required = false, optional = false, hints = [], className = '', children }: FormFieldProps) {
  const { t } = useTranslation('booking');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-2 flex items-baseline gap-1.5 text-sm font-medium tracking-wide text-ivory">
        {label}
        {/* The control itself says it is required (required / aria-required); the star is for sighted visitors. */}
        {required && (
          <span aria-hidden="true" className="text-gold-bright">
            *
          </span>
        )}
        {optional && <span className="text-xs font-normal text-ivory-dim">{` (${t('form.optional')})`}</span>}
      </label>
      {children}
      {hints.map((hint) => (
        <p key={hint.id} id={hint.id} className={hintClass}>
          {hint.text}
        </p>
      ))}
    </div>
  );
}
