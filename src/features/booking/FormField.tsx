import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { declarationOf, labelKey, type BookingFieldName, type FieldType } from '../../../core/bookingFields.ts';

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

/** The types the form asks with a list (a select). */
const LISTS: readonly FieldType[] = ['service', 'count', 'specialist', 'time'];

interface FormFieldProps {
  name: BookingFieldName;
  form: { ids: Record<BookingFieldName, string>; invalid: (name: BookingFieldName) => boolean };
  /** Hints under the control; one without text is left out. */
  hints?: Hint[];
  /** Across both columns. */
  wide?: boolean;
  children: (control: Record<string, unknown>) => ReactNode;
}

/**
 * A field's frame and its control's accessible state, derived from the declaration and the form's
 * errors: a visible label tied to the control, a required mark or "(optional)", hints under it,
 * aria-invalid, the hints in aria-describedby, and `required` (a list says aria-required: the
 * form's own notice names the missing fields on submit).
 */
export function FormField({ name, form, hints = [], wide = false, children }: FormFieldProps) {
  const { t } = useTranslation('booking');
  const { type, required = false } = declarationOf(name);
  const id = form.ids[name];
  const shown = hints.filter((hint) => hint.text !== '');
  const control = {
    id,
    name,
    'aria-invalid': form.invalid(name) || undefined,
    'aria-describedby': shown.length > 0 ? shown.map((hint) => hint.id).join(' ') : undefined,
    ...(required ? (LISTS.includes(type) ? { 'aria-required': true } : { required: true }) : {}),
  };
  return (
    <div className={wide ? 'md:col-span-2' : ''}>
      <label htmlFor={id} className="mb-2 flex items-baseline gap-1.5 text-sm font-medium tracking-wide text-ivory">
        {t(labelKey(name), { context: 'form' })}
        {/* The control itself says it is required (required / aria-required); the star is for sighted visitors. */}
        {required ? (
          <span aria-hidden="true" className="text-gold-bright">
            *
          </span>
        ) : (
          <span className="text-xs font-normal text-ivory-dim">{` (${t('form.optional')})`}</span>
        )}
      </label>
      {children(control)}
      {shown.map((hint) => (
        <p key={hint.id} id={hint.id} className={hintClass}>
          {hint.text}
        </p>
      ))}
    </div>
  );
}
