import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Loader } from '@chakra-ui/react/loader';
import { forwardRef } from 'react';

export type BusyButtonProps = ButtonProps & {
  /** Working: a spinner over its words, `aria-busy`, presses (and a form's submit) ignored. */
  busy?: boolean;
};

/**
 * A button that shows it is working without being disabled: a disabled button drops keyboard
 * focus to the page's start (Chakra's own `loading` disables it; the lint forbids it).
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton(
  { busy = false, onClick, children, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      {...props}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A submit button's press while busy would send the form again.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      <Loader visible={busy}>{children}</Loader>
    </Button>
  );
});
