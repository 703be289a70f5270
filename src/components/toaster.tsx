import { Portal } from '@chakra-ui/react/portal';
import { toastSlotRecipe } from '@/components/slot-recipes';
import { Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react/toast';
import { Stack } from '@chakra-ui/react/stack';

// What a toast says: loaded with the toaster, after the first paint.
export { toastTitles } from './toast-words';

// Bottom centre: a toast never covers the navbar's cart and account buttons or the cart
// drawer's buttons (a hovered toast pauses and would stay over them).
export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true });

/** Where every toast of the storefront appears; messages are announced to screen readers. */
export default function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
