/**
 * The small pages behind the newsletter's links: confirm, unsubscribe, and what happened. A link
 * only shows a page with a button; the button (a POST) does the change. Mail scanners that open
 * every link in a message therefore cannot confirm or cancel a subscription on their own.
 */
import type { Language } from '../../core/languages.ts';
import { brand } from '../../content/site.ts';
import { fill, mailStrings, type MailStrings } from '../mail/strings.ts';
import { renderPage, ServicePage } from '../views/page.tsx';

type PageStrings = MailStrings['newsletterPage'];
type TextKey = { [K in keyof PageStrings]: K }[keyof PageStrings];

export interface PageContent {
  title: TextKey;
  text: TextKey;
  /** A button that POSTs back to the same address. */
  button?: TextKey;
}

export function renderNewsletterPage(language: Language, content: PageContent, site: { url: string; stylesheets: readonly string[] }): string {
  const s = mailStrings(language).newsletterPage;
  const say = (key: TextKey) => fill(s[key], { brand: brand.name });
  return renderPage(
    <ServicePage language={language} title={say(content.title)} stylesheets={site.stylesheets} notice>
      <main>
        <div className="brand">{brand.name}</div>
        <div className="rule" aria-hidden="true" />
        <h1>{say(content.title)}</h1>
        <p>{say(content.text)}</p>
        {content.button ? <form method="post"><button type="submit">{say(content.button)}</button></form> : null}
        <a href={site.url}>{s.backToSite}</a>
      </main>
    </ServicePage>,
  );
}
