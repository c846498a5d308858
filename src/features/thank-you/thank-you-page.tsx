// /thank-you?order={id}: the invoice id, a 'payment' link to the invoice and the shop's phone.
// The invoice is published a moment after the order; the screen checks every 3 s and then takes
// the browser to it. Without an order its route goes to /art-categories; Okay goes home.
import {
  Alert,
  Anchor,
  Button,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconPhone } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAtomValue } from '../../state/jotai';
import { onlineAtom } from '../../state/online';
import { usePageMeta } from '../../ui/page-meta';
import { CANCELLED_NOTICE } from '../../domain/orders';
import { orderTotalLine } from './order-total-line';
import { INVOICE_POLL_MS, useOrderUntilInvoiced } from './use-order-until-invoiced';

export const SHOP_PHONE = '(555) 010-2024';
export const OFFLINE_NOTE =
  'You are offline. This order and its invoice will show here when you are back online.';
const PHONE_HREF = 'tel:+15550102024';

export function ThankYouPage() {
  const { order: orderId } = useSearch({ from: '/thank-you' });
  const navigate = useNavigate();
  const { order, notFound } = useOrderUntilInvoiced(orderId);
  // A cancelled order asks for no payment: the screen says so and goes nowhere.
  const cancelled = order?.status === 'cancelled';
  const link = cancelled ? null : (order?.invoice_link ?? null);
  const online = useAtomValue(onlineAtom);
  usePageMeta({ title: notFound ? 'Order Not Found' : undefined });

  // The browser goes to the invoice at the poll's first check, 3 s in, not at once: the screen
  // (invoice id, payment link, phone) and the order's success toast stay in view that long
  // even when the invoice was published before the screen opened.
  const [firstCheckDone, setFirstCheckDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFirstCheckDone(true), INVOICE_POLL_MS);
    return () => clearTimeout(timer);
  }, []);
  // In place of this page in the history: Back from the invoice would come here and be sent
  // on to the invoice again, a loop the buyer could leave only by pressing Back twice in 3 s.
  useEffect(() => {
    if (link && firstCheckDone) window.location.replace(link);
  }, [link, firstCheckDone]);

  if (!orderId) return null;

  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack align="center" ta="center" gap="md">
          {!notFound && (
            <ThemeIcon size={72} radius="xl" color="green" variant="light" aria-hidden>
              <IconCircleCheck size={44} stroke={1.5} />
            </ThemeIcon>
          )}
          <Title order={1}>{notFound ? 'Order not found' : 'Thank You!'}</Title>
          {notFound ? (
            <Alert color="red" variant="light" w="100%">
              We could not find this order. Please check your orders in My Account.
            </Alert>
          ) : !order && !online ? (
            // Nothing is said of an order the shop has not answered for yet.
            <Text fz="lg">{OFFLINE_NOTE}</Text>
          ) : (
            <>
              <Text fz="lg">{cancelled ? CANCELLED_NOTICE : 'Your order has been submitted.'}</Text>
              <Stack gap={4} align="center">
                <Text c="dimmed" fz="sm" tt="uppercase" fw={600} lts={0.5}>
                  Invoice ID
                </Text>
                <Text fz={28} fw={700} ff="Georgia, serif" aria-live="polite">
                  {order ? (
                    `#${order.invoice_id}`
                  ) : (
                    <Loader size="sm" role="status" aria-label="Invoice ID loading" />
                  )}
                </Text>
                {order && (
                  <Text fz="sm" c="dimmed">
                    {orderTotalLine(order)}
                  </Text>
                )}
              </Stack>
              <Text aria-live="polite" hidden={cancelled}>
                {link ? (
                  <>
                    Your invoice is ready. Continue to{' '}
                    <Anchor href={link} fw={600}>
                      payment
                    </Anchor>
                    .
                  </>
                ) : (
                  <>
                    <Loader size="xs" mr={8} aria-hidden />
                    We are preparing your invoice; you will be taken to the payment page as soon as
                    it is ready. A copy is also emailed to you.
                  </>
                )}
              </Text>
            </>
          )}
          <Text>
            <IconPhone
              size={18}
              aria-hidden
              style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
            />
            Questions about your order? Call us at{' '}
            <Anchor href={PHONE_HREF} fw={600} style={{ whiteSpace: 'nowrap' }}>
              {SHOP_PHONE}
            </Anchor>
            .
          </Text>
          <Button size="md" onClick={() => void navigate({ to: '/' })} miw={140}>
            Okay
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
