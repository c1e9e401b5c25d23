import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconCheck,
  IconCopy,
  IconDownload,
  IconPrinter,
  IconQrcode,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { translate, useT } from '../../../i18n/i18n';

/**
 * The WhatsApp link that opens a chat with the message filled in, for the merchant to pick who gets it.
 * The shared store link is tagged, so visits from it count under WhatsApp in "Where visitors came from"
 * (WhatsApp sends no referrer) without her adding anything to it.
 */
export function whatsappShareUrl(storeName: string, storeUrl: string): string {
  const link = new URL(storeUrl);
  link.searchParams.set('utm_source', 'whatsapp');
  return `https://wa.me/?text=${encodeURIComponent(translate('share.whatsappText', { store: storeName, url: String(link) }))}`;
}

/**
 * The storefront's QR code as an SVG data URL: vector, so it prints sharp at any size on a stall sign,
 * and drawn without a canvas.
 */
export async function storeQrCode(storeUrl: string): Promise<string> {
  // Loaded on demand (the card's Show QR code) so the encoder stays out of the overview's first download.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(storeUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function printQr(storeName: string, storeUrl: string, dataUrl: string) {
  const sheet = window.open('', '_blank');
  if (!sheet) return false;
  const doc = sheet.document;
  doc.title = translate('share.printTitle', { store: storeName });
  const figure = doc.createElement('figure');
  figure.style.cssText = 'font-family:sans-serif;text-align:center;margin:40px auto';
  const name = doc.createElement('h1');
  name.textContent = storeName;
  const img = doc.createElement('img');
  img.src = dataUrl;
  img.alt = translate('share.qrAlt', { url: storeUrl });
  img.style.width = '70vmin';
  const caption = doc.createElement('figcaption');
  caption.textContent = translate('share.scanToShop', { url: storeUrl });
  caption.style.fontSize = '20px';
  figure.append(name, img, caption);
  doc.body.append(figure);
  img.onload = () => sheet.print();
  return true;
}

/** Overview card: the storefront link to share on WhatsApp or copy, and a QR code to print. */
export function ShareStoreCard({
  storeName,
  storeUrl,
  mb,
}: {
  storeName: string;
  storeUrl: string;
  mb?: string;
}) {
  const t = useT();
  const [qr, setQr] = useState<{ url: string; dataUrl?: string; failed?: boolean }>();
  // Drawn when asked for: a merchant prints it once, so the encoder and the square of the code stay out
  // of every later visit's first load (and off the top of a phone's screen).
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    storeQrCode(storeUrl).then(
      (dataUrl) => live && setQr({ url: storeUrl, dataUrl }),
      () => live && setQr({ url: storeUrl, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [storeUrl, wanted]);

  const current = qr?.url === storeUrl ? qr : undefined;
  const fileName = `${storeName.replace(/[^\w-]+/g, '-').toLowerCase() || 'store'}-qr.svg`;

  return (
    <Card id="share-store" withBorder radius="md" padding="lg" mb={mb} aria-labelledby="share-store-title">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="sm" style={{ flex: '1 1 220px' }} miw={0}>
          <Title order={3} fz="md" id="share-store-title">
            {t('share.title')}
          </Title>
          <Anchor href={storeUrl} target="_blank" rel="noopener" fw={600} style={{ wordBreak: 'break-all' }}>
            {storeUrl}
          </Anchor>
          <Group gap="xs">
            <Button
              component="a"
              href={whatsappShareUrl(storeName, storeUrl)}
              target="_blank"
              rel="noopener"
              // Mantine's green under white text reads at 3.4:1; the brand green at 6.6:1.
              color="kasuwa"
              leftSection={<IconBrandWhatsapp size={18} />}
            >
              {t('share.whatsapp')}
            </Button>
            <CopyButton value={storeUrl}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                >
                  {copied ? t('share.copied') : t('share.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('share.qrHint')}
          </Text>
        </Stack>
        {wanted ? (
          <Stack gap="xs" align="center">
            {current?.dataUrl ? (
              <Image src={current.dataUrl} alt={t('share.qrAlt', { url: storeUrl })} w={148} h={148} />
            ) : current?.failed ? (
              <Alert color="red" maw={180}>
                {t('share.qrFailed')}
              </Alert>
            ) : (
              <Skeleton w={148} h={148} role="status" aria-label={t('share.qrDrawing')} />
            )}
            <Group gap={6}>
              <Button
                component="a"
                size="xs"
                variant="light"
                href={current?.dataUrl}
                download={fileName}
                disabled={!current?.dataUrl}
                leftSection={<IconDownload size={14} />}
              >
                {t('share.download')}
              </Button>
              <Button
                size="xs"
                variant="light"
                disabled={!current?.dataUrl}
                leftSection={<IconPrinter size={14} />}
                onClick={() => current?.dataUrl && printQr(storeName, storeUrl, current.dataUrl)}
              >
                {t('share.print')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button variant="light" leftSection={<IconQrcode size={18} />} onClick={() => setWanted(true)}>
            {t('share.showQr')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
