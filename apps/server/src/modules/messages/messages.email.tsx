import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_LOCALE, type Locale, t } from './messages.format';
import type { MessageId, MessageParams } from './messages.params';

/** An e-mail ready for the outbox: its subject, its plain-text part and the same words as mail-safe HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type Part<N extends string, P extends string> = `${N}.${P}` extends MessageId
  ? MessageParams[`${N}.${P}`]
  : unknown;

/** The catalogue's e-mails: ids in pairs `<name>.subject` and `<name>.body`. */
type AnyEmailName = {
  [K in MessageId]: K extends `${infer N}.subject` ? (`${N}.body` extends MessageId ? N : never) : never;
}[MessageId];
/** E-mails of words only. */
export type EmailName = Exclude<AnyEmailName, ActionEmailName>;
/** E-mails with one action (a button): they have `<name>.action` and `<name>.footer` too. */
export type ActionEmailName = {
  [N in AnyEmailName]: `${N}.action` extends MessageId ? N : never;
}[AnyEmailName];

type EmailParams<N extends AnyEmailName> = Part<N, 'subject'> &
  Part<N, 'body'> &
  Part<N, 'footer'> &
  Part<N, 'action'>;

// What mail clients render alike (react-email's components: tables and inline styles where needed).
const body = { backgroundColor: '#ffffff', fontFamily: 'Arial,sans-serif', color: '#1a1b1e' };
const container = { maxWidth: '560px', padding: '16px' };
const paragraph = { fontSize: '15px', lineHeight: '1.5', margin: '0 0 16px' };

const small = { ...paragraph, fontSize: '13px', color: '#555555' };
const button = {
  backgroundColor: '#1f7a4d',
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '6px',
  textDecoration: 'none',
  display: 'inline-block',
};

const URL_IN_TEXT = /(https?:\/\/[^\s]+[^\s.,;:)])/g;

/**
 * A paragraph's nodes: its lines with breaks between them and its links made links. Passed to
 * createElement as separate children (a fixed sequence, not a list, so no keys); React escapes every
 * text node and attribute.
 */
function paragraphNodes(text: string): ReactNode[] {
  return text.split('\n').flatMap((line, j) => {
    const parts: ReactNode[] = line
      .split(URL_IN_TEXT)
      .map((part, i) => (i % 2 === 1 ? createElement(Link, { href: part }, part) : part));
    if (j > 0) parts.unshift(createElement('br'));
    return parts;
  });
}

const paragraphsOf = (text: string) => text.split(/\n{2,}/);

/**
 * The layout every Kasuwa e-mail shares: a preview line, the body's paragraphs (lines kept), and for an
 * e-mail with an action its button, the link again for clients without buttons, and the small print.
 */
export function EmailLayout(props: {
  preview: string;
  text: string;
  locale?: Locale;
  action?: { label: string; url: string; fallback: string; footer: string };
}) {
  const { action } = props;
  const texts = paragraphsOf(props.text).map((p) =>
    createElement(Text, { style: paragraph }, ...paragraphNodes(p)),
  );
  if (action) {
    texts.push(
      <Text style={paragraph}>
        <Button href={action.url} style={button}>
          {action.label}
        </Button>
      </Text>,
      <Text style={small}>
        {action.fallback}
        <br />
        {action.url}
      </Text>,
      ...action.footer
        .split('\n')
        .filter(Boolean)
        .map((line) => createElement(Text, { style: small }, ...paragraphNodes(line))),
    );
  }
  return (
    <Html lang={props.locale ?? DEFAULT_LOCALE}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>{createElement(Container, { style: container }, ...texts)}</Body>
    </Html>
  );
}

// The doctype react-email's own renderer writes: the one mail clients expect.
export const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** Renders a text body (paragraphs split by blank lines) to the e-mail's HTML part. */
export function emailHtml(subject: string, text: string, locale: Locale = DEFAULT_LOCALE): string {
  return DOCTYPE + renderToStaticMarkup(<EmailLayout preview={subject} text={text} locale={locale} />);
}

const format = t as (id: MessageId, params: unknown, locale?: Locale) => string;

/**
 * An e-mail of the catalogue: the subject, the body as plain text (links bare, as clients make them
 * clickable) and as HTML from the same words.
 */
export function renderEmail<N extends EmailName>(
  name: N,
  params: EmailParams<N>,
  locale: Locale = DEFAULT_LOCALE,
): RenderedEmail {
  const subject = format(`${name}.subject` as MessageId, params, locale);
  const text = format(`${name}.body` as MessageId, params, locale);
  return { subject, text, html: emailHtml(subject, text, locale) };
}

/**
 * An e-mail with one action: the text ends with "<action>: <url>" and its small print, the HTML shows
 * a button (and the link again, for clients that hide buttons).
 */
export function renderActionEmail<N extends ActionEmailName>(
  name: N,
  params: EmailParams<N>,
  url: string,
  locale: Locale = DEFAULT_LOCALE,
): RenderedEmail {
  const subject = format(`${name}.subject` as MessageId, params, locale);
  const body = format(`${name}.body` as MessageId, params, locale);
  const label = format(`${name}.action` as MessageId, params, locale);
  const footer = format(`${name}.footer` as MessageId, params, locale);
  const action = { label, url, footer, fallback: t('email.button_fallback', {}, locale) };
  return {
    subject,
    text: [body, '', `${label}: ${url}`, '', footer].join('\n'),
    html:
      DOCTYPE +
      renderToStaticMarkup(<EmailLayout preview={subject} text={body} action={action} locale={locale} />),
  };
}
