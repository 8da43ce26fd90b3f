/**
 * The page behind every signed link (/requests/:token): the booking's details, its photos for the
 * business, and at most one form whose button performs the link's action with a POST, so a mail
 * scanner that opens the link changes nothing.
 */
import type { DaySlots } from '../../core/proposals.ts';
import { slotKey } from '../../core/proposals.ts';
import type { Language } from '../../core/languages.ts';
import type { ServiceId } from '../../core/services.ts';
import { brand } from '../../content/site.ts';
import { fill, formatDate, mailStrings, type MailStrings } from '../mail/strings.ts';
import type { DetailRow } from '../views/detailRows.ts';
import { Lines } from '../views/mail.tsx';
import { renderPage, ServicePage } from '../views/page.tsx';

export type PageStrings = MailStrings['requestPage'];
type TextKey = { [K in keyof PageStrings]: K }[keyof PageStrings];

export interface PageForm {
  button: TextKey;
  /** Times to choose from, each named "slot": checkboxes to propose several, radio buttons to move to one (`single`). */
  slots?: DaySlots[];
  single?: boolean;
  error?: string;
}

export interface RequestPage {
  language: Language;
  /** The booking's service, when the page is about one: a table's page words it as a reservation. */
  service?: ServiceId;
  title: string;
  lead?: string;
  details?: DetailRow[];
  photos?: { count: number; url: (n: number) => string };
  form?: PageForm;
  /** Links to the other answers (on the view page). */
  choices?: { label: string; url: string }[];
  siteUrl: string;
}

export function pageStrings(language: Language, service?: ServiceId): PageStrings {
  return mailStrings(language, service).requestPage;
}

export function text(language: Language, key: TextKey, values: Record<string, string | number> = {}, service?: ServiceId): string {
  return fill(pageStrings(language, service)[key], { brand: brand.name, ...values });
}

function AnswerForm({ language, form, service }: { language: Language; form: PageForm; service?: ServiceId }) {
  return (
    <form method="post" className="answer" aria-describedby={form.error ? 'form-error' : undefined}>
      {form.error ? <p className="error" role="alert" id="form-error">{form.error}</p> : null}
      {(form.slots ?? []).map((day) => (
        <fieldset key={day.date}>
          <legend>{formatDate(day.date, language)}</legend>
          <div className="slots">
            {day.slots.map((time) => (
              <label key={time} className="slot">
                <input type={form.single ? 'radio' : 'checkbox'} name="slot" value={slotKey(day.date, time)} /> {time}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit">{pageStrings(language, service)[form.button]}</button>
    </form>
  );
}

function RequestPageView({ page, stylesheets }: { page: RequestPage; stylesheets: readonly string[] }) {
  const s = pageStrings(page.language);
  const { photos, choices } = page;
  return (
    <ServicePage language={page.language} title={page.title} stylesheets={stylesheets}>
      <header>
        <a className="brand" href={page.siteUrl}>{brand.name}</a>
      </header>
      <main>
        <h1>{page.title}</h1>
        {page.lead ? <p className="lead">{page.lead}</p> : null}
        {page.form ? <AnswerForm language={page.language} form={page.form} service={page.service} /> : null}
        {page.details ? (
          <dl className="details">
            {page.details.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd><Lines text={row.value} /></dd>
              </div>
            ))}
          </dl>
        ) : null}
        {photos && photos.count > 0 ? (
          <section aria-labelledby="photos-title">
            <h2 id="photos-title">{s.photos}</h2>
            <ul className="photos">
              {Array.from({ length: photos.count }, (_, n) => (
                <li key={n}>
                  <a href={photos.url(n)}><img src={photos.url(n)} alt={fill(s.photoAlt, { number: n + 1, count: photos.count })} loading="lazy" /></a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {choices?.length ? (
          <nav aria-labelledby="choices-title" className="choices">
            <h2 id="choices-title">{s.viewChoices}</h2>
            <ul>
              {choices.map((choice) => (
                <li key={choice.url}><a className="choice" href={choice.url}>{choice.label}</a></li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="back"><a href={page.siteUrl}>{s.backToSite}</a></p>
      </main>
    </ServicePage>
  );
}

/** The page's HTML; `stylesheets` are the built site's (server/views/page.tsx). */
export function renderRequestPage(page: RequestPage, stylesheets: readonly string[]): string {
  return renderPage(<RequestPageView page={page} stylesheets={stylesheets} />);
}
