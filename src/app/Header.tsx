import { Menu, X } from '../ui/icons.ts';
import { useEffect } from 'react';
import { usePopover } from '../ui/popover.ts';
import { useTranslation } from 'react-i18next';
import { brand } from '../../content/site.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { LanguagePicker } from '../i18n/LanguagePicker.tsx';
import { NAV_ITEMS } from './navItems.ts';
import { Monogram } from '../ui/Monogram.tsx';
import { ButtonLink } from '../ui/Button.tsx';
import { buttonClass } from '../ui/button.ts';
import { HouseLinks } from '../ui/HouseLinks.tsx';

/**
 * The header's links, in its bar on wide screens and in the menu on phones and tablets. In the bar
 * (`bookAsButton`) the booking link is drawn as an outlined button, so the way to book stands out
 * without a second link beside it.
 */
function NavLinks({ onChoose, bookAsButton = false }: { onChoose?: () => void; bookAsButton?: boolean }) {
  const { t } = useTranslation();
  return NAV_ITEMS.map((item) => (
    <li key={item.key}>
      <AppLink
        to={item.to}
        onClick={onChoose}
        className={
          bookAsButton && item.key === 'booking'
            ? buttonClass('outline', 'md', 'mx-2')
            : 'inline-flex min-h-11 items-center px-3 text-sm tracking-wide text-ivory-dim can-hover:transition-colors hover:text-gold-bright'
        }
      >
        {t(`nav.${item.key}`)}
      </AppLink>
    </li>
  ));
}

export function Header() {
  const { t } = useTranslation();
  const { ref: menuRef, open: menuOpen, onToggle } = usePopover<HTMLElement>();

  // The open menu fills the screen below the header: the page behind it stays where it was.
  useEffect(() => {
    if (!menuOpen) return;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = '';
    };
  }, [menuOpen]);
  const closeMenu = () => menuRef.current?.hidePopover();

  return (
    <header className="sticky top-0 z-40 border-b border-ink-line/80 bg-ink/90 backdrop-blur supports-[backdrop-filter]:bg-ink/75">
      <div className="mx-auto flex h-18 max-w-6xl items-center gap-3 px-5 min-[390px]:gap-4 sm:px-8">
        {/* On one line at every width: below 390 px the emblem, the name and the gaps are a step smaller. */}
        <AppLink to="/" className="flex min-h-11 shrink-0 items-center gap-2.5 min-[390px]:gap-3" aria-label={t('brand.homeLink', { brand: brand.name })}>
          <Monogram className="size-8 min-[390px]:size-9" />
          <span className="font-display text-lg font-semibold tracking-wide whitespace-nowrap text-ivory min-[390px]:text-xl">{brand.name}</span>
        </AppLink>

        <nav aria-label={t('nav.label')} className="ml-auto hidden lg:block">
          <ul className="flex items-center"><NavLinks bookAsButton /></ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <SocialLinks className="hidden lg:flex" />
          <LanguagePicker />
          {/* The browser opens and closes the menu (Escape and a tap outside too), scripts or not; the icon follows it. */}
          <button
            type="button"
            popoverTarget="mobile-menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-ivory lg:hidden"
            aria-expanded={menuOpen}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          >
            <Menu aria-hidden="true" className="size-6 [header:has(#mobile-menu:popover-open)_&]:hidden" />
            <X aria-hidden="true" className="hidden size-6 [header:has(#mobile-menu:popover-open)_&]:block" />
          </button>
        </div>
      </div>

      {/* Closed, it is not laid out: it costs the page its markup only. */}
      <nav
        ref={menuRef}
        id="mobile-menu"
        popover="auto"
        aria-label={t('nav.label')}
        onToggle={onToggle}
        className="fixed inset-x-0 top-18 m-0 h-[calc(100dvh-4.5rem)] max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 border-t border-ink-line bg-ink p-0 text-ivory lg:hidden"
      >
        <div className="mx-auto flex min-h-full max-w-6xl flex-col gap-8 px-5 pt-6 pb-10">
          <div>
            <p className="px-3 text-xs font-semibold uppercase tracking-[0.25em] text-gold">{t('nav.houses')}</p>
            <HouseLinks onChoose={closeMenu} className="mt-3" />
          </div>
          <ul className="flex flex-col border-t border-ink-line pt-4"><NavLinks onChoose={closeMenu} /></ul>
          <div className="mt-auto flex flex-col gap-6">
            <ButtonLink to="/booking" size="lg" onClick={closeMenu}>
              {t('routes.booking')}
            </ButtonLink>
            <SocialLinks className="-ml-3" />
          </div>
        </div>
      </nav>
    </header>
  );
}
