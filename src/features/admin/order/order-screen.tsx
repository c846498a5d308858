// The admin's Order screen: the price calculator (the configurator in calculator mode) for
// quoting on the phone, and placing an order on behalf of a customer.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AdminShell } from '../shared/admin-shell';
import { PlaceOrderForm } from './place-order-form';

export function OrderScreen() {
  return (
    <AdminShell title="Order">
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" gap="sm">
            <div>
              <Title order={2} fz="h4">
                Price calculator
              </Title>
              <Text fz="sm" c="dimmed">
                Configure any print with a live preview and price, without an artwork.
              </Text>
            </div>
            <Button
              renderRoot={(props) => (
                <Link to="/order" search={{ mode: 'calculator' }} {...props} />
              )}
              leftSection={<IconCalculator size={16} aria-hidden />}
            >
              Open the calculator
            </Button>
          </Group>
        </Paper>
        <div>
          <Title order={2} fz="h3" mb="sm">
            Order for a customer
          </Title>
          <PlaceOrderForm />
        </div>
      </Stack>
    </AdminShell>
  );
}
