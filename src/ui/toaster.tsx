import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useI18n } from '../i18n/context';

/**
 * The app's one toaster: containers raise notices with `toaster.create({ title, type, duration })`
 * (the seed's notice durations: 5000 ms for user saves, 10000 ms for role saves).
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

/** Where the toaster's notices render; mounted once by the app. */
export function Toaster() {
  const { LL } = useI18n();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={LL.SHELL.CLOSE_NOTICE()} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
