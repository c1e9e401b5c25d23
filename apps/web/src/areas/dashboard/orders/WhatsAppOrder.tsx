import { whatsAppCodeInText } from '@kasuwa/contracts';
import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { vendor } from '../../../api';
import { useT } from '../../../i18n/i18n';
import { errorMessage } from '../api/http';

/** Where a WhatsApp cart becomes a sale: the New sale page prefills from `?cart=CODE`. */
export const newSaleFromCart = (code: string) => `/dashboard/sales/new?cart=${encodeURIComponent(code)}`;

/**
 * "Order from WhatsApp": the vendor types the code from a shopper's message, or pastes the whole
 * message; the code is checked (unknown or expired codes are said so here) and the New sale page opens
 * with the cart.
 */
export function WhatsAppOrderButton({ storeId }: { storeId: number }) {
  const navigate = useNavigate();
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpened(false);
    setText('');
    setProblem(undefined);
  };

  async function open() {
    const code = whatsAppCodeInText(text);
    if (!code) {
      setProblem(t('waOrder.noCode'));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await vendor('get', '/api/vendor/stores/{storeId}/whatsapp-orders/{code}', {
        path: { storeId, code },
      });
      navigate(newSaleFromCart(code));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBrandWhatsapp size={16} color="var(--mantine-color-green-9)" />}
        onClick={() => setOpened(true)}
      >
        {t('waOrder.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('waOrder.button')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void open();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{t('waOrder.intro')}</Text>
            <Textarea
              label={t('waOrder.label')}
              placeholder="K7QM2X"
              autosize
              minRows={1}
              maxRows={8}
              autoCapitalize="characters"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={problem}
              data-testid="whatsapp-code"
              data-autofocus
            />
            {problem === undefined ? null : (
              <Alert color="gray" variant="light">
                {t('waOrder.codesLast')}
              </Alert>
            )}
            <Button type="submit" loading={busy} disabled={!text.trim()}>
              {t('waOrder.open')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
