import { whatsAppCodeInText } from '@kasuwa/contracts';
import { Alert, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { vendor } from '../../../api';
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
      setProblem('No order code found. It has 6 letters and digits, e.g. K7QM2X.');
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
        Order from WhatsApp
      </Button>
      <Modal opened={opened} onClose={close} title="Order from WhatsApp">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void open();
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              Type the order code from the customer’s WhatsApp message, or paste the whole message. The sale
              opens with their cart filled in.
            </Text>
            <Textarea
              label="Order code or message"
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
                Codes last 30 days and belong to this store only.
              </Alert>
            )}
            <Button type="submit" loading={busy} disabled={!text.trim()}>
              Open the sale
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
