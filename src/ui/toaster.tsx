import { useEffect } from 'react';
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useI18n } from '../i18n/context';

/** Seed 000 section 9: a notice (the snackbar) shows for 10,000 ms unless a screen says otherwise. */
export const NOTICE_DEFAULT_MS = 10_000;

/**
 * The app's one toaster, at the bottom right of the page (seed 000 section 9: bottom): containers raise notices
 * with `toaster.create({ title, type, duration })` (the seed's durations: 5000 ms for user and
 * password saves, 10000 ms for role saves and by default).
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, duration: NOTICE_DEFAULT_MS });

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Resolves once the toaster is on the page: a notice raised from then on shows at once. */
export function toasterMounted(): Promise<void> {
  return mounted;
}

/** Where the toaster's notices render; mounted once by the app. */
export function Toaster() {
  const { LL } = useI18n();
  useEffect(() => markMounted(), []);
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
