import { Phone } from '../../ui/icons.ts';
import { contact, whatsappUrl } from '../../../content/site.ts';

/**
 * The house's number as a tap-to-call link, kept on one line and tall enough to tap; `small` where
 * WhatsApp has to fit beside it in a narrow column.
 */
export function PhoneLink({ small = false }: { small?: boolean }) {
  return (
    <a
      href={`tel:${contact.phoneE164}`}
      className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap ${small ? 'text-base' : 'text-lg'} text-gold-bright tabular-nums underline-offset-4 hover:underline`}
    >
      <Phone aria-hidden="true" className="size-4 shrink-0" />
      {contact.phoneDisplay}
    </a>
  );
}

/** The house's WhatsApp chat, beside the number: how many guests here prefer to write. */
export function WhatsAppLink() {
  return (
    <a href={whatsappUrl} className="inline-flex min-h-11 items-center text-base text-gold-bright underline-offset-4 hover:underline">
      WhatsApp
    </a>
  );
}
