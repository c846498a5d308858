// Mantine's Select with its closed list rendered only once the field has been focused. Mantine
// keeps every closed list mounted (hidden), which made each select's options part of the page's
// first render, and placed each popup at mount (a style and layout of the whole page). Never
// mounting them (keepMounted false) broke the keyboard: ArrowDown opened the list with no option
// highlighted, not even the chosen one, since Mantine looks for the options as it opens, before
// they mount, so the next ArrowDown went to the top of the list. Focus comes before any key or
// click that opens the list, so mounting the list then keeps Mantine's keyboard behaviour.
import { Select as MantineSelect, type Primitive, type SelectProps } from '@mantine/core';

import { useState, type FocusEvent } from 'react';

export function Select<Value extends Primitive = string>(props: SelectProps<Value>) {
  const [focused, setFocused] = useState(false);
  return (
    <MantineSelect
      {...props}
      comboboxProps={{ ...props.comboboxProps, keepMounted: focused }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(true);
        props.onFocus?.(event);
      }}
    />
  );
}
