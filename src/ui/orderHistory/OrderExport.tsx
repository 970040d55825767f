import { Alert, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { ORDER_COUNT_LIMIT } from '../../domain/orderHistory';
import { useI18n } from '../../i18n/context';
import { ordersErrorText } from '../orders/orderTexts';
import { formatFileSize } from './historyTexts';
import type { OrderExportProps } from './orderHistoryTypes';

export type { OrderExportProps } from './orderHistoryTypes';

/**
 * The export of what the filters select: its buttons (CSV, XLSX); while the file streams, a
 * progress bar with Cancel (a CSV's rows received of the list's total; a total the count stopped
 * at, or an XLSX file, whose rows are inside its zip, show what arrived under a moving bar); then
 * the file saved, or the failure with Try again.
 */
export function OrderExport(props: OrderExportProps) {
  const { LL, language } = useI18n();
  const E = LL.ORDER_HISTORY.EXPORT;
  const { status, format, rows, total } = props;
  // A total of the count's limit means "at least": the bar would fill before the end.
  const measured = format === 'csv' && total > 0 && total < ORDER_COUNT_LIMIT;
  const percent = measured ? Math.min(100, Math.round((rows / total) * 100)) : null;
  const size = formatFileSize(language, props.bytes);
  const running = format === 'xlsx' ? E.RUNNING_XLSX({ size }) : measured ? E.RUNNING({ rows, total }) : E.RUNNING_MANY({ rows });
  return (
    <Stack gap="2" data-part="order-export" data-state={status} minW={{ md: '18rem' }}>
      {status === 'exporting' ? (
        <Stack gap="1" role="status" aria-live="polite">
          <HStack justify="space-between" gap="3">
            <Text textStyle="sm" data-part="export-progress-text">
              {running}
            </Text>
            <Button size="xs" variant="outline" colorPalette="red" onClick={props.onCancel} data-part="export-cancel">
              {E.CANCEL()}
            </Button>
          </HStack>
          <Progress.Root value={percent} size="sm" colorPalette="brand" data-part="export-progress">
            <Progress.Track aria-label={E.TITLE()}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      ) : (
        <HStack gap="2" justify={{ md: 'flex-end' }}>
          <Button colorPalette="brand" variant="solid" disabled={props.disabled} onClick={() => props.onExport('csv')} data-part="export-button" title={props.disabled ? E.NOTHING() : undefined}>
            {E.BUTTON()}
          </Button>
          <Button colorPalette="brand" variant="outline" disabled={props.disabled} onClick={() => props.onExport('xlsx')} data-part="export-xlsx-button" title={props.disabled ? E.NOTHING() : undefined}>
            {E.BUTTON_XLSX()}
          </Button>
        </HStack>
      )}
      {status === 'saved' && props.fileName ? (
        <Alert.Root status="success" size="sm" data-part="export-saved">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{format === 'xlsx' ? E.SAVED_XLSX({ file: props.fileName, size }) : E.SAVED({ rows, file: props.fileName })}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="ghost" alignSelf="center" onClick={props.onDismiss}>
            {E.DISMISS()}
          </Button>
        </Alert.Root>
      ) : null}
      {status === 'failed' ? (
        <Alert.Root status="error" size="sm" role="alert" data-part="export-failed">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{E.FAILED()}</Alert.Title>
            {props.failure ? <Alert.Description>{ordersErrorText(LL, props.failure)}</Alert.Description> : null}
          </Alert.Content>
          <HStack alignSelf="center" gap="1">
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => props.onExport(format)}>
              {E.AGAIN()}
            </Button>
            <Button size="xs" variant="ghost" onClick={props.onDismiss}>
              {E.DISMISS()}
            </Button>
          </HStack>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
