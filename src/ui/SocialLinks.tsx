import { useTranslation } from 'react-i18next';
import { socialLinks } from '../../content/site.ts';
import { SocialIcon } from './SocialIcon.tsx';

/** Instagram, Facebook and TikTok, each opening in a new tab with a name that says so. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex items-center gap-1 ${className}`} aria-label={t('social.label')}>
      {socialLinks.map((link) => (
        <li key={link.network}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.opensInNewTab', { network: link.label })}
            className="inline-flex size-11 items-center justify-center rounded-full text-ivory-dim can-hover:transition-colors hover:text-gold-bright"
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
