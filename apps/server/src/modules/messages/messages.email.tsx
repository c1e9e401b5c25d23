import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { t } from './messages.format';
import type { MessageId, MessageParams } from './messages.params';

/** An e-mail ready for the outbox: its subject, its plain-text part and the same words as mail-safe HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Message ids that come in pairs `<name>.subject` and `<name>.body`: the e-mails of the catalogue. */
export type EmailName = {
  [K in MessageId]: K extends `${infer N}.subject` ? (`${N}.body` extends MessageId ? N : never) : never;
}[MessageId];

type EmailParams<N extends EmailName> = MessageParams[`${N}.subject` & MessageId] &
  MessageParams[`${N}.body` & MessageId];

// What mail clients render alike (react-email's components: tables and inline styles where needed).
const body = { backgroundColor: '#ffffff', fontFamily: 'Arial,sans-serif', color: '#1a1b1e' };
const container = { maxWidth: '560px', padding: '16px' };
const paragraph = { fontSize: '15px', lineHeight: '1.5', margin: '0 0 16px' };

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

/** The layout every Kasuwa e-mail shares: a preview line, then the body's paragraphs, lines kept. */
export function EmailLayout({ preview, paragraphs }: { preview: string; paragraphs: string[] }) {
  const texts = paragraphs.map((p) => createElement(Text, { style: paragraph }, ...paragraphNodes(p)));
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>{createElement(Container, { style: container }, ...texts)}</Body>
    </Html>
  );
}

// The doctype react-email's own renderer writes: the one mail clients expect.
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** Renders a text body (paragraphs split by blank lines) to the e-mail's HTML part. */
export function emailHtml(subject: string, text: string): string {
  const paragraphs = text.split(/\n{2,}/);
  return DOCTYPE + renderToStaticMarkup(<EmailLayout preview={subject} paragraphs={paragraphs} />);
}

/**
 * An e-mail of the catalogue: the subject, the body as plain text (links bare, as clients make them
 * clickable) and as HTML from the same words.
 */
export function renderEmail<N extends EmailName>(name: N, params: EmailParams<N>): RenderedEmail {
  const subject = (t as (id: MessageId, p: unknown) => string)(`${name}.subject` as MessageId, params);
  const text = (t as (id: MessageId, p: unknown) => string)(`${name}.body` as MessageId, params);
  return { subject, text, html: emailHtml(subject, text) };
}
