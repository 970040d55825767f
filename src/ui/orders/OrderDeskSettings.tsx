import { lazy, Suspense } from 'react';
import { Button, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { RecordFormDialog } from '../forms/RecordFormDialog';
import type { OrderDeskSettingsProps } from './orderDeskTypes';

let formModule: Promise<typeof import('./OrderDeskSettingsForm')> | null = null;

/**
 * Loads the dialog's form and its checks (arktype), once: the board does not wait for them. They
 * start loading when a pointer comes over the button or it takes the focus, and the dialog waits
 * for them when it opens first; a failed download is tried again on the next.
 */
export function preloadDeskSettingsForm(): Promise<typeof import('./OrderDeskSettingsForm')> {
  formModule ??= import('./OrderDeskSettingsForm').catch((error: unknown) => {
    formModule = null;
    throw error;
  });
  return formModule;
}

const SettingsForm = lazy(preloadDeskSettingsForm);

/** The desk settings dialog's width in px. */
export const DESK_SETTINGS_WIDTH = 460;

/**
 * The board's "Desk settings" button and its dialog: the acceptance deadline (1 to 60 minutes),
 * the preparation time accepting proposes (10 to 90), repeating the new-order alert while an order
 * waits, and printing the ticket on accept. The button is off, with its reason beside it, while a
 * staff board shows every company. Problems show once a field is touched, all of them on Save; a
 * refused save says why above the fields and keeps the values; nothing closes it while saving.
 */
export function OrderDeskSettings({ status, disabledReason, companyName, values, refusal, onOpen, onSave, onCancel }: OrderDeskSettingsProps) {
  const { LL } = useI18n();
  const T = LL.ORDERS.SETTINGS;
  const reasonId = 'order-desk-settings-reason';
  return (
    <HStack gap="3" data-part="order-desk-settings" data-state={status}>
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        disabled={disabledReason !== null}
        aria-describedby={disabledReason ? reasonId : undefined}
        onPointerEnter={() => void preloadDeskSettingsForm()}
        onFocus={() => void preloadDeskSettingsForm()}
        onClick={onOpen}
      >
        {T.BUTTON()}
      </Button>
      {disabledReason === 'choose_company' ? (
        <Text id={reasonId} textStyle="sm" color="fg.muted">
          {T.CHOOSE_COMPANY()}
        </Text>
      ) : null}
      <RecordFormDialog
        open={status !== 'closed'}
        status={status}
        width={DESK_SETTINGS_WIDTH}
        title={T.TITLE({ company: companyName ?? '' })}
        part="order-desk-settings-dialog"
        texts={{ cancel: T.CANCEL(), save: T.SAVE(), saving: T.SAVING() }}
        onCancel={onCancel}
      >
        <Suspense
          fallback={
            <Center py="6">
              <Spinner size="sm" color="fg.muted" />
            </Center>
          }
        >
          <SettingsForm saving={status === 'saving'} values={values} refusal={refusal} onSave={onSave} />
        </Suspense>
      </RecordFormDialog>
    </HStack>
  );
}

