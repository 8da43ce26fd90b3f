import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deskPath, DESK_PATHS, type DeskFeed } from '../../../core/deskApi.ts';
import { isServiceGroup } from '../../../core/services.ts';
import { HOUSE } from '../../../content/house.ts';
import { buttonClass } from '../../ui/button.ts';
import { webcalUrl } from './calendarFeed.ts';
import { controlClass, errorClass, hintClass, sectionClass } from './ToolField.tsx';
import { deskApi } from '../api.ts';

type Feeds = { status: 'loading' } | { status: 'ready'; feeds: DeskFeed[] } | { status: 'failed' };

/** Each lane's and each house's secret calendar address, to copy or subscribe to, and to replace when it has gone too far. */
export function CalendarFeedSetting() {
  const { t } = useTranslation(['deskTools', 'services']);
  const id = useId();
  const [feeds, setFeeds] = useState<Feeds>({ status: 'loading' });
  const [notice, setNotice] = useState<{ tone: 'done' | 'error'; text: string } | null>(null);
  /** The feed whose replacement waits for a second tap: replacing cuts off every calendar that follows it. */
  const [confirming, setConfirming] = useState<string | null>(null);

  const load = useCallback(async () => {
    const answer = await deskApi<DeskFeed[]>(DESK_PATHS.feeds);
    setFeeds(answer.ok ? { status: 'ready', feeds: answer.data } : { status: 'failed' });
  }, []);

  useEffect(() => {
    // The feeds are the service's: fetched when the screen opens and after each replacement.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  /** A lane's label is a person's name, or a room's key the desk translates; a house's is its service group. */
  const nameOf = (feed: DeskFeed) => {
    if (feed.kind === 'house') return isServiceGroup(feed.subject) ? t(`services:groups.${feed.subject}`) : feed.label;
    return feed.label in HOUSE.resources ? t(`deskTools:resources.${feed.label}`) : feed.label;
  };

  const copy = async (feed: DeskFeed) => {
    try {
      await navigator.clipboard.writeText(feed.url);
      setNotice({ tone: 'done', text: t('deskTools:settings.feeds.copied', { name: nameOf(feed) }) });
    } catch {
      setNotice({ tone: 'error', text: t('deskTools:settings.feeds.copyFailed') });
    }
  };

  const replace = async (feed: DeskFeed) => {
    setConfirming(null);
    const answer = await deskApi<DeskFeed>(deskPath(DESK_PATHS.replaceFeed, { feed: feed.id }), { method: 'POST', body: {} });
    setNotice(answer.ok ? { tone: 'done', text: t('deskTools:settings.feeds.replaced', { name: nameOf(feed) }) } : { tone: 'error', text: t('deskTools:settings.feeds.replaceFailed') });
    await load();
  };

  const groups = feeds.status === 'ready' ? (['lane', 'house'] as const).map((kind) => ({ kind, feeds: feeds.feeds.filter((feed) => feed.kind === kind) })).filter((group) => group.feeds.length > 0) : [];

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass}>
      <h2 id={`${id}-title`} className="text-lg font-medium text-ivory">
        {t('deskTools:settings.feeds.title')}
      </h2>
      <p className={hintClass}>{t('deskTools:settings.feeds.lead')}</p>
      <ul className={`${hintClass} list-disc space-y-1 pl-5`}>
        <li>{t('deskTools:settings.feeds.google')}</li>
        <li>{t('deskTools:settings.feeds.apple')}</li>
      </ul>
      {feeds.status === 'loading' ? <p className={hintClass}>{t('deskTools:loading')}</p> : null}
      {feeds.status === 'failed' ? <p className={errorClass}>{t('deskTools:settings.feeds.listFailed')}</p> : null}
      {groups.map((group) => (
        <div key={group.kind} className="mt-5">
          <h3 className="text-base font-medium text-gold-bright">{t(`deskTools:settings.feeds.kinds.${group.kind}`)}</h3>
          <ul className="mt-2 space-y-4">
            {group.feeds.map((feed) => (
              <li key={feed.id} className="space-y-2 border-t border-ink-line pt-3">
                <label htmlFor={`${id}-${feed.id}`} className="block text-ivory">
                  {nameOf(feed)}
                </label>
                <input id={`${id}-${feed.id}`} type="text" readOnly value={feed.url} onFocus={(event) => event.target.select()} className={`${controlClass} font-mono text-sm`} />
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={buttonClass('outline')} onClick={() => void copy(feed)}>
                    {t('deskTools:settings.feeds.copy')}
                    <span className="sr-only">{`: ${nameOf(feed)}`}</span>
                  </button>
                  <a className={buttonClass('outline')} href={webcalUrl(feed.url)}>
                    {t('deskTools:settings.feeds.subscribe')}
                    <span className="sr-only">{`: ${nameOf(feed)}`}</span>
                  </a>
                  {confirming === feed.id ? null : (
                    <button type="button" className={buttonClass('ghost')} onClick={() => setConfirming(feed.id)}>
                      {t('deskTools:settings.feeds.replace')}
                      <span className="sr-only">{`: ${nameOf(feed)}`}</span>
                    </button>
                  )}
                </div>
                {confirming === feed.id ? (
                  <div role="group" aria-label={t('deskTools:settings.feeds.replace')} className="space-y-2 rounded-xl border border-gold-deep p-3">
                    <p className="text-sm text-ivory">{t('deskTools:settings.feeds.replaceWarning')}</p>
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className={buttonClass('primary')} onClick={() => void replace(feed)}>
                        {t('deskTools:settings.feeds.replaceConfirm')}
                      </button>
                      <button type="button" className={buttonClass('ghost')} onClick={() => setConfirming(null)}>
                        {t('deskTools:settings.feeds.keep')}
                      </button>
                    </div>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p role="status" className={notice?.tone === 'error' ? errorClass : `${hintClass} text-ivory`}>
        {notice?.text}
      </p>
    </section>
  );
}
