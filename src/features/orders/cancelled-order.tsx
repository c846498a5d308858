// How a customer's cancelled order says so: a badge beside its invoice number, its amount struck
// through with 'Nothing due', and a notice in its detail.
import { Alert, Badge, Text } from '@mantine/core';
import { formatMoney } from '../../domain/format';
import { CANCELLED_NOTICE, NOTHING_DUE } from '../../domain/orders';

// Under the invoice number, whole: a phone's narrow column cut a badge's label to "CANCEL…".
export function CancelledBadge() {
  return (
    <Badge
      color="gray"
      variant="light"
      size="xs"
      display="block"
      w="fit-content"
      mt={4}
      styles={{ label: { overflow: 'visible' } }}
    >
      Cancelled
    </Badge>
  );
}

/** The list's Total of a cancelled order: what it came to, and that it is not owed. */
export function CancelledTotal({ amount }: { amount: number }) {
  return (
    <>
      <Text span fz="sm" td="line-through" c="dimmed">
        {formatMoney(amount)}
      </Text>
      <Text fz="xs" c="dimmed">
        {NOTHING_DUE}
      </Text>
    </>
  );
}

export function CancelledNotice() {
  return (
    <Alert color="gray" variant="light" title="Cancelled">
      {CANCELLED_NOTICE}
    </Alert>
  );
}
