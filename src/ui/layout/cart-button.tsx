// The header's cart link with its item count. The server paints every page as a guest's with an
// empty cart; the count shows from the render after hydration (src/ui/hydration.ts).
import { Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { countOf } from '../../domain/format';
import { cartCountAtom } from '../../state/cart';
import { useAtomValue } from '../../state/jotai';
import { useHydrated } from '../hydration';
import { ActionIconLink } from '../router-links';

// A badge past two digits would cover the icon; the link's name keeps the exact count.
const BADGE_MAX = 99;

export function CartButton() {
  const itemCount = useAtomValue(cartCountAtom);
  const count = useHydrated() ? itemCount : 0;
  return (
    <Indicator
      label={count > BADGE_MAX ? `${BADGE_MAX}+` : count}
      size={18}
      disabled={count === 0}
      color="red.8"
      offset={4}
    >
      <ActionIconLink
        to="/cart"
        variant="subtle"
        size="lg"
        aria-label={`Cart, ${countOf(count, 'item')}`}
      >
        <IconShoppingCart size={22} aria-hidden />
      </ActionIconLink>
    </Indicator>
  );
}
