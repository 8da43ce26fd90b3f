import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Shell } from './Shell.tsx';
import { HOME_PATH } from './paths.ts';
import { DESK_SCREENS } from './routes.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { SessionProvider, useSession } from './session.tsx';
import { Loading, Notice } from './ui.tsx';
import { buttonClass } from '../ui/button.ts';

/** The desk under /desk: the sign-in screens for anyone, everything else once signed in. */
export function DeskApp() {
  return (
    <BrowserRouter basename="/desk">
      <SessionProvider>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="sign-in" element={<SignIn />} />
            <Route element={<SignedInOnly />}>
              <Route index element={<Navigate to={HOME_PATH} replace />} />
              {DESK_SCREENS.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              <Route path="*" element={<NoSuchScreen />} />
            </Route>
          </Routes>
        </Suspense>
      </SessionProvider>
    </BrowserRouter>
  );
}

/** The shell and its screens for a signed-in person; otherwise the sign-in screen, then back here. */
function SignedInOnly() {
  const { state, refresh } = useSession();
  const location = useLocation();
  const { t } = useTranslation('desk');
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'signedOut') return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (state.status === 'unavailable') {
    return (
      <main className="mx-auto max-w-md px-4 py-16">
        <Notice tone="danger">{t('errors.unavailable')}</Notice>
        <button type="button" className={buttonClass('outline', 'md', 'mt-6')} onClick={() => void refresh()}>
          {t('actions.retry')}
        </button>
      </main>
    );
  }
  return <Shell />;
}

function NoSuchScreen() {
  const { t } = useTranslation('desk');
  return (
    <div className="py-10">
      <h1 className="font-display text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-ivory-dim">{t('notFound.text')}</p>
    </div>
  );
}
