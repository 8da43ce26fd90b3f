/**
 * Signing in to the desk: an address receives a one-time link (the answer is the same whether the
 * address belongs to the house or not), or a passkey signs in at once. Opening the link brings the
 * person back here with the token after `#`, which never reaches a server's logs; one button then
 * redeems it, so a mail scanner that opens links signs nobody in.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { DESK_PATHS } from '../../../core/deskApi.ts';
import { brand } from '../../../content/site.ts';
import { buttonClass } from '../../ui/button.ts';
import { deskApi, type DeskError } from '../api.ts';
import { useDeskLanguage } from '../language.ts';
import { browserHasPasskeys, signInWithPasskey } from '../passkeys.ts';
import { HOME_PATH, WELCOME_PATH } from '../paths.ts';
import { LanguageSelect } from '../Shell.tsx';
import { useSession } from '../session.tsx';
import { Notice, ScreenHeading } from '../ui.tsx';

export function SignIn() {
  const { state } = useSession();
  const location = useLocation();
  const token = location.hash.replace(/^#/, '');
  const from = (location.state as { from?: string } | null)?.from;
  if (state.status === 'signedIn' && !token) return <Navigate to={from ?? HOME_PATH} replace />;
  return (
    <div className="min-h-dvh bg-ink text-ivory">
      <header className="mx-auto flex max-w-md items-center justify-between gap-4 px-4 py-4">
        <p className="font-display text-xl text-gold-bright">{brand.name}</p>
        <LanguageSelect signedIn={false} />
      </header>
      <main className="mx-auto max-w-md px-4 pb-16 pt-6">{token ? <RedeemLink token={token} /> : <AskForLink from={from} />}</main>
    </div>
  );
}

function AskForLink({ from }: { from: string | undefined }) {
  const { t } = useTranslation('desk');
  const { language } = useDeskLanguage();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    const answer = await deskApi(DESK_PATHS.signInLink, { method: 'POST', body: { email: email.trim(), language } });
    setBusy(false);
    if (answer.ok) setSent(true);
    else setProblem(answer.status === 429 ? t('signIn.tooMany') : answer.status === 0 ? t('errors.network') : answer.status === 400 ? t('signIn.invalidEmail') : t('errors.unavailable'));
  };

  const passkey = async () => {
    setProblem(null);
    const answer = await signInWithPasskey();
    if (!answer.ok) {
      setProblem(answer.status === 0 && answer.error.code !== 'network' ? t('signIn.passkeyFailed') : t('signIn.passkeyRefused'));
      return;
    }
    const next = await refresh();
    if (next.status === 'signedIn') void navigate(from ?? HOME_PATH, { replace: true });
  };

  return (
    <>
      <ScreenHeading title={t('signIn.title')}>{t('signIn.title')}</ScreenHeading>
      <p className="mt-3 text-ivory-dim">{t('signIn.intro')}</p>
      {sent ? (
        <Notice tone="success" className="mt-6">
          {t('signIn.sent')}
        </Notice>
      ) : (
        <form onSubmit={(event) => void send(event)} className="mt-6 space-y-4" noValidate={false}>
          <div>
            <label htmlFor={emailId} className="block text-sm font-medium">
              {t('signIn.email')}
            </label>
            <input
              id={emailId}
              type="email"
              required
              autoComplete="username webauthn"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="mt-2 block min-h-11 w-full rounded-xl border border-ink-line bg-ink-soft px-4 text-base text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-bright"
            />
          </div>
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy}>
            {t('signIn.send')}
          </button>
        </form>
      )}
      {problem && (
        <Notice tone="danger" className="mt-4">
          {problem}
        </Notice>
      )}
      {browserHasPasskeys() && (
        <div className="mt-8 border-t border-ink-line pt-6">
          <button type="button" className={buttonClass('outline', 'lg', 'w-full')} onClick={() => void passkey()}>
            {t('signIn.passkey')}
          </button>
        </div>
      )}
    </>
  );
}

/** What the service's refusal of a link means for the person holding it. */
function linkProblem(error: DeskError, status: number): 'expired' | 'used' | 'altered' | 'network' | 'other' {
  if (status === 0) return 'network';
  if (/expired/.test(error.code)) return 'expired';
  if (/used|redeemed|spent/.test(error.code)) return 'used';
  if (status === 400 || status === 404 || /invalid|altered|signature|token/.test(error.code)) return 'altered';
  return 'other';
}

function RedeemLink({ token }: { token: string }) {
  const { t } = useTranslation('desk');
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof linkProblem> | null>(null);

  const redeem = async () => {
    setBusy(true);
    const answer = await deskApi(DESK_PATHS.signInRedeem, { method: 'POST', body: { token } });
    if (!answer.ok) {
      setBusy(false);
      setProblem(linkProblem(answer.error, answer.status));
      return;
    }
    const next = await refresh();
    // The token has done its work: it leaves the address bar and the history.
    window.history.replaceState(null, '', window.location.pathname);
    if (next.status === 'signedIn') void navigate(!next.session.hasPasskey && browserHasPasskeys() ? WELCOME_PATH : HOME_PATH, { replace: true });
  };

  return (
    <>
      <ScreenHeading title={t('signIn.linkTitle')}>{t('signIn.linkTitle')}</ScreenHeading>
      <p className="mt-3 text-ivory-dim">{t('signIn.linkIntro')}</p>
      {problem ? (
        <>
          <Notice tone="danger" className="mt-6">
            {t(`signIn.linkProblem.${problem}`)}
          </Notice>
          <a href="/desk/sign-in" className={buttonClass('outline', 'lg', 'mt-6 w-full')}>
            {t('signIn.newLink')}
          </a>
        </>
      ) : (
        <button type="button" className={buttonClass('primary', 'lg', 'mt-6 w-full')} disabled={busy} onClick={() => void redeem()}>
          {t('signIn.redeem')}
        </button>
      )}
    </>
  );
}
