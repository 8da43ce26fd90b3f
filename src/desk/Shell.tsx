/**
 * The frame of every signed-in screen: the house's name, the navigation (from the route table),
 * the person's language and sign-out, the banner of failed mail, then the screen itself.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { isLanguage } from '../../core/languages.ts';
import { brand } from '../../content/site.ts';
import { LANGUAGE_OPTIONS } from '../i18n/languageOptions.ts';
import { buttonClass } from '../ui/button.ts';
import { useDeskLanguage } from './language.ts';
import { MailFailureBanner } from './MailFailureBanner.tsx';
import { DESK_SCREENS, NAV_NAMESPACES } from './routes.tsx';
import { useSession, useSignedIn } from './session.tsx';
import { Loading } from './ui.tsx';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright';

export function Shell() {
  const { t } = useTranslation(['desk', ...NAV_NAMESPACES]);
  const session = useSignedIn();
  const { signOut } = useSession();
  return (
    <div className="min-h-dvh bg-ink text-ivory">
      <a href="#screen" className={`sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded-button focus:bg-gold focus:px-4 focus:py-3 focus:text-ink ${FOCUS}`}>
        {t('desk:skipToScreen')}
      </a>
      <header className="border-b border-ink-line">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="mr-auto font-display text-xl text-gold-bright">
            {brand.name} <span className="text-ivory-dim">· {t('desk:appName')}</span>
          </p>
          <LanguageSelect signedIn />
          <button type="button" className={buttonClass('ghost', 'md', 'px-3')} onClick={() => void signOut()}>
            {t('desk:signOut')}
          </button>
        </div>
        <nav aria-label={t('desk:nav.label')} className="mx-auto max-w-5xl overflow-x-auto px-2">
          <ul className="flex gap-1">
            {DESK_SCREENS.filter((screen) => screen.nav).map(({ path, nav }) => (
              <li key={path}>
                <NavLink
                  to={`/${path}`}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium ${FOCUS} ${isActive ? 'border-gold text-gold-bright' : 'border-transparent text-ivory-dim hover:text-ivory'}`
                  }
                >
                  {t(`${nav!.ns}:${nav!.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <MailFailureBanner />
      <main id="screen" className="mx-auto max-w-5xl px-4 pb-16 pt-6">
        <p className="sr-only">{t('desk:signedInAs', { email: session.email })}</p>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

/** The desk's four languages, each in its own name; the choice follows the person when signed in. */
export function LanguageSelect({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('desk');
  const { language, choose } = useDeskLanguage();
  return (
    <label className="flex items-center gap-2 text-sm text-ivory-dim">
      <span className="sr-only">{t('language')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value, signedIn);
        }}
        className={`min-h-11 rounded-button border border-ink-line bg-ink-soft px-3 text-ivory ${FOCUS}`}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
