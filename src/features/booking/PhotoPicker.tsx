import { Check, ImageIcon, ImagePlus, LoaderCircle, X } from '../../ui/icons.ts';
import { useState, type ChangeEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { brandNameInText } from '../../../content/site.ts';
import { buttonClass } from '../../ui/button.ts';
import type { BookingPhoto } from './bookingFormState.ts';
import { hintClass } from './FormField.tsx';

interface PhotoPickerProps {
  inputId: string;
  consentId: string;
  photos: readonly BookingPhoto[];
  preparing: number;
  consent: boolean;
  consentInvalid: boolean;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onConsentChange: (consent: boolean) => void;
}

/**
 * Photos for the request: append in several picks, a thumbnail, name and remove button each,
 * the count announced politely, and the consent box as soon as one photo is attached.
 */
export function PhotoPicker({ inputId, consentId, photos, preparing, consent, consentInvalid, disabled, onAdd, onRemove, onConsentChange }: PhotoPickerProps) {
  const { t } = useTranslation('booking');
  const hintId = `${inputId}-hint`;
  const consentInfoId = `${consentId}-info`;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so that choosing the same file again, after removing it, is seen as a change.
    event.currentTarget.value = '';
    if (files.length > 0) onAdd(files);
  };

  const status = preparing > 0 ? t('photos.preparing') : photos.length > 0 ? t('photos.count', { count: photos.length }) : t('photos.none');

  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium tracking-wide text-ivory">
        {t('photos.legend')} <span className="text-xs font-normal text-ivory-dim">({t('form.optional')})</span>
      </legend>
      <p id={hintId} className={`${hintClass} mt-0 mb-4`}>
        {t('photos.hint')}
      </p>

      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        {/* The real file input stays in the tab order (visually hidden); its label is the visible button. */}
        <input id={inputId} type="file" accept="image/*" multiple disabled={disabled} onChange={pick} className="peer sr-only" />
        <label
          htmlFor={inputId}
          className={buttonClass(
            'outline',
            'lg',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-bright peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
          {t('photos.add')}
        </label>
        <p role="status" className="flex items-center gap-2 text-sm text-ivory-dim">
          {preparing > 0 && <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-gold" />}
          {status}
        </p>
      </div>

      {photos.length > 0 && (
        <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.id} className="relative overflow-hidden rounded-xl border border-ink-line bg-ink">
              <PhotoThumbnail photo={photo} />
              <p className="truncate px-3 py-2 text-xs text-ivory-dim" title={photo.filename}>
                {photo.filename}
              </p>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(photo.id)}
                aria-label={t('photos.remove', { filename: photo.filename })}
                className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full bg-ink/85 text-ivory can-hover:transition-colors hover:bg-ink hover:text-gold-bright disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {photos.length > 0 && (
        <div className="mt-6 rounded-xl border border-ink-line bg-ink p-4 sm:p-5">
          <div className="flex items-start gap-1">
            {/* A drawn box on a 44 px target; the real checkbox covers the target, so focus and taps are its own. */}
            <span className="relative -mt-2.5 -ml-2.5 grid size-11 shrink-0 place-items-center">
              <input
                id={consentId}
                type="checkbox"
                checked={consent}
                disabled={disabled}
                aria-invalid={consentInvalid || undefined}
                aria-describedby={consentInfoId}
                onChange={(event) => onConsentChange(event.currentTarget.checked)}
                className="peer absolute inset-0 m-0 size-11 cursor-pointer appearance-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-gold-bright disabled:cursor-not-allowed"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none grid size-6 place-items-center rounded-md border-2 border-gold bg-ink text-ink can-hover:transition-colors peer-checked:bg-gold peer-hover:border-gold-bright peer-aria-invalid:border-danger-bright peer-disabled:opacity-60"
              >
                <Check className="size-4" strokeWidth={3} />
              </span>
            </span>
            <label htmlFor={consentId} className="cursor-pointer pt-px text-sm leading-relaxed text-ivory">
              {t('consent.label', { brand: brandNameInText })}
            </label>
          </div>
          <p id={consentInfoId} className={`${hintClass} pl-9.5`}>
            <Trans
              t={t}
              i18nKey="consent.privacy"
              components={{
                // A new tab keeps the filled-in form and its photos where they are.
                privacy: <a href="/privacy" target="_blank" rel="noopener noreferrer" className="text-gold-bright underline underline-offset-4 hover:text-ivory" />,
                newTab: <span className="sr-only" />,
              }}
            />
          </p>
        </div>
      )}
    </fieldset>
  );
}

function PhotoThumbnail({ photo }: { photo: BookingPhoto }) {
  const { t } = useTranslation('booking');
  const [failed, setFailed] = useState(false);
  if (failed) {
    // A format the browser sends but cannot show (HEIC in Chromium): say so instead of a broken image.
    return (
      <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-ink-soft text-xs text-ivory-dim">
        <ImageIcon aria-hidden="true" className="size-8 text-gold" />
        {t('photos.noPreview')}
      </div>
    );
  }
  return (
    <img
      src={photo.previewUrl}
      alt={t('photos.thumbnailAlt', { filename: photo.filename })}
      onError={() => setFailed(true)}
      className="aspect-square w-full object-cover"
      decoding="async"
    />
  );
}
