/**
 * The parts every e-mail is made of: one calm layout in the house's colours (inline styles and
 * tables, since mail clients ignore style sheets), and renderMail, which writes a message's HTML
 * and its plain-text part from the same elements. React escapes everything a visitor typed.
 *
 * Rendered with react-dom's synchronous renderer rather than React Email's `render` (a promise):
 * answers compose their messages inside the store's transaction, which does not wait.
 */
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { DomNode, FormatCallback, HtmlToTextOptions } from 'html-to-text';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { colors, fonts, sheet } from '../../content/brandTokens.ts';
import { brand, cityLine, contact, whatsappUrl } from '../../content/site.ts';
import type { Language } from '../../core/languages.ts';
import type { DetailRow } from './detailRows.ts';

/** `links={false}` for a message to an address nobody verified, which carries no link at all. */
export function MailLayout({ language, title, preheader, links = true, children }: { language: Language; title: string; preheader: string; links?: boolean; children: ReactNode }) {
  return (
    <Html lang={language}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </Head>
      <Preview>{preheader}</Preview>
      <Body style={{ margin: 0, padding: '24px 12px', background: colors.ivory, fontFamily: fonts.sans }}>
        <Container style={{ maxWidth: 600 }}>
          <Section data-skip-in-text="true" style={{ background: colors.ink, padding: '28px 32px', textAlign: 'center', borderRadius: '4px 4px 0 0' }}>
            <div style={{ fontFamily: fonts.display, fontSize: 28, letterSpacing: '0.08em', color: colors.gold }}>{brand.name}</div>
            <div style={{ margin: '12px auto 0', width: 48, borderTop: `1px solid ${colors.gold}` }} />
          </Section>
          <Section style={{ background: sheet.paper, padding: 32, border: `1px solid ${sheet.line}`, borderTop: 0 }}>{children}</Section>
          <Section data-skip-in-text="true" style={{ padding: '20px 32px', textAlign: 'center', fontSize: 12, lineHeight: 1.6, color: sheet.muted }}>
            {brand.name} · {contact.street} · {cityLine(language)}
            <br />
            {contact.phoneDisplay}
            {links ? (
              <>
                {' · '}
                <Link href={whatsappUrl} style={{ color: sheet.muted, textDecoration: 'underline' }}>WhatsApp</Link>
              </>
            ) : null}
            {' · '}
            {contact.email}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A message to a visitor: the greeting, what it has to say, and the house's sign-off. */
export function Letter({ greeting, signOff, team, children, ...layout }: { language: Language; title: string; preheader: string; links?: boolean; greeting: string; signOff: string; team: string; children: ReactNode }) {
  return (
    <MailLayout {...layout}>
      <Paragraph>{greeting}</Paragraph>
      {children}
      <Paragraph>{signOff}<br />{team}</Paragraph>
    </MailLayout>
  );
}

/** A paragraph; `skipInText` for one that only repeats, for the HTML, what the text part already says. */
export function Paragraph({ muted = false, skipInText = false, children }: { muted?: boolean; skipInText?: boolean; children: ReactNode }) {
  return (
    <Text data-skip-in-text={skipInText ? 'true' : undefined} style={{ margin: '0 0 16px', fontSize: 15, lineHeight: 1.65, color: muted ? sheet.muted : sheet.text }}>{children}</Text>
  );
}

export function SectionTitle({ first = false, children }: { first?: boolean; children: ReactNode }) {
  return (
    <Heading as="h2" style={{ margin: `${first ? 0 : 32}px 0 8px`, fontFamily: fonts.display, fontSize: 22, fontWeight: 600, color: colors.ink }}>{children}</Heading>
  );
}

const pill = { borderRadius: 999, background: colors.ink, color: colors.gold, fontFamily: fonts.sans, fontWeight: 600, fontSize: 15, textDecoration: 'none', border: `1px solid ${colors.ink}` } as const;
/** An outlined button for the answer that undoes (decline, cancel), so it never reads as the one to press. */
const quietPill = { ...pill, background: 'transparent', color: sheet.text, fontWeight: 400, border: `1px solid ${sheet.line}` } as const;

/** A button on a line of its own; the text part reads "label: address". */
export function ButtonLink({ href, quiet = false, children }: { href: string; quiet?: boolean; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button data-text="labelled" href={href} style={{ ...(quiet ? quietPill : pill), padding: '14px 28px' }}>{children}</Button>
    </Section>
  );
}

/** Smaller buttons side by side (the business's answers), with an optional hint below. */
export function ButtonRow({ title, links, hint }: { title: string; links: readonly { label: string; url: string; quiet?: boolean }[]; hint?: string | null }) {
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      <Text style={{ margin: '0 0 16px' }}>
        {links.map((link) => (
          <Button key={link.url} data-text="labelled" href={link.url} style={{ ...(link.quiet ? quietPill : pill), margin: '0 8px 8px 0', padding: '12px 22px' }}>{link.label}</Button>
        ))}
      </Text>
      {hint ? <Paragraph muted>{hint}</Paragraph> : null}
    </>
  );
}

/**
 * Small pictures in a row, each leading to `href` (the page with every photo at full size); left
 * out of the text part, whose rows already count them.
 */
export function Thumbnails({ images, href }: { images: readonly { src: string; alt: string }[]; href: string }) {
  return (
    <Section data-skip-in-text="true" style={{ margin: '0 0 24px' }}>
      {images.map((image) => (
        <Link key={image.src} href={href} style={{ display: 'inline-block', margin: '0 8px 8px 0' }}>
          <img src={image.src} alt={image.alt} width={112} height={112} style={{ display: 'block', width: 112, height: 112, objectFit: 'cover', borderRadius: 4, border: `1px solid ${sheet.line}` }} />
        </Link>
      ))}
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} style={{ color: colors.goldDeep, textDecoration: 'underline' }}>{children}</Link>
  );
}

/** Text whose line breaks stay visible. */
export function Lines({ text }: { text: string }) {
  return text.split(/\r\n|\r|\n/).map((line, n) => (n === 0 ? line : [<br key={n} />, line]));
}

/** Rows of label and value; the text part reads "label: value". */
export function Details({ rows }: { rows: readonly DetailRow[] }) {
  const cell = { padding: '10px 0', borderBottom: `1px solid ${sheet.line}`, verticalAlign: 'top' } as const;
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '8px 0 24px' }}>
      <tbody>
        {rows.map((row, n) => (
          <tr key={n} data-text="row">
            <td style={{ ...cell, paddingRight: 16, color: sheet.muted, fontSize: 13, letterSpacing: '0.04em', textTransform: 'uppercase', whiteSpace: 'nowrap' }}>{row.label}</td>
            <td style={{ ...cell, color: sheet.text, fontSize: 15 }}>{row.href ? <TextLink href={row.href}>{row.value}</TextLink> : <Lines text={row.value} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A block "first: second", so the text part reads as the messages' text always did ("Date: …", "Confirm: https://…"). */
const labelled =
  (parts: (elem: DomNode) => [first: DomNode[], second: DomNode[] | string]): FormatCallback =>
  (elem, walk, builder) => {
    const [first, second] = parts(elem);
    builder.openBlock({ leadingLineBreaks: 1 });
    walk(first, builder);
    builder.addInline(': ');
    if (typeof second === 'string') builder.addInline(second, { noWordTransform: true });
    else walk(second, builder);
    builder.closeBlock({ trailingLineBreaks: 1 });
  };

const TEXT_OPTIONS: HtmlToTextOptions = {
  selectors: [
    { selector: 'h2', options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'tr[data-text=row]', format: 'row' },
    { selector: 'a[data-text=labelled]', format: 'labelledLink' },
  ],
  formatters: {
    row: labelled((elem) => {
      const [label, value] = elem.children.filter((child) => child.type === 'tag');
      return [label?.children ?? [], value?.children ?? []];
    }),
    labelledLink: labelled((elem) => [elem.children, elem.attribs?.href ?? '']),
  },
};

/** The message's HTML and its plain-text part, both from one element. */
export function renderMail(element: ReactElement): { html: string; text: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  return { html, text: `${toPlainText(html, TEXT_OPTIONS)}\n` };
}
