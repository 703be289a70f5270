import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';
import type { ReactNode } from 'react';

/**
 * A field's message (inside `Field.Root`), read out as it comes: it shows inside a live region
 * that is on the page from the field's first render (a region arriving with its text, as the
 * error text alone would, says nothing to a screen reader). Empty, the region is out of the
 * field's flow, so it adds no gap.
 */
export function FieldMessage({ children }: { children?: ReactNode }) {
  return (
    <Box aria-live="polite" position={children ? undefined : 'absolute'}>
      {children ? <Field.ErrorText>{children}</Field.ErrorText> : null}
    </Box>
  );
}
