import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import { renderToStaticMarkup } from 'react-dom/server';
import { DOCTYPE } from './messages.email';
import { DEFAULT_LOCALE, type Locale, t } from './messages.format';

const body = { backgroundColor: '#ffffff', fontFamily: 'Arial,sans-serif', color: '#1a1a1a' };
const container = { maxWidth: '560px', padding: '16px' };
// The vendor's own line breaks are kept as written.
const paragraph = {
  fontSize: '15px',
  lineHeight: '1.5',
  margin: '0 0 16px',
  whiteSpace: 'pre-wrap' as const,
};
const small = { fontSize: '13px', lineHeight: '1.5', color: '#555555', margin: '0' };

/**
 * A store's campaign e-mail: the vendor's own words (as React children, so React escapes them) under the
 * store's name, and the catalogue's small print with the unsubscribe link.
 */
export function CampaignEmail(props: {
  store: string;
  body: string;
  unsubscribeUrl: string;
  locale?: Locale;
}) {
  const paragraphs = props.body.split(/\n{2,}/);
  const locale = props.locale ?? DEFAULT_LOCALE;
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{paragraphs[0] ?? ''}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Heading as="h2" style={{ margin: '0 0 16px' }}>
            {props.store}
          </Heading>
          {paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once
            <Text key={i} style={paragraph}>
              {p}
            </Text>
          ))}
          <Hr style={{ borderTop: '1px solid #dddddd', margin: '24px 0 12px' }} />
          <Text style={small}>
            {t('email.campaign.reason', { store: props.store }, locale)}{' '}
            <Link href={props.unsubscribeUrl}>{t('email.campaign.unsubscribe', {}, locale)}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A campaign e-mail's plain-text and HTML parts. The subject is the vendor's own, as typed; the
 * List-Unsubscribe headers are the sender's (they are protocol, not words).
 */
export function renderCampaignEmail(input: {
  store: string;
  body: string;
  unsubscribeUrl: string;
  locale?: Locale;
}): {
  text: string;
  html: string;
} {
  const locale = input.locale ?? DEFAULT_LOCALE;
  const reason = t('email.campaign.reason', { store: input.store }, locale);
  const text = `${input.body}\n\n--\n${reason}\n${t('email.campaign.unsubscribe', {}, locale)}: ${input.unsubscribeUrl}`;
  return { text, html: DOCTYPE + renderToStaticMarkup(<CampaignEmail {...input} />) };
}
