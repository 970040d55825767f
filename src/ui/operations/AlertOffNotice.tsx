import { Alert } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';

/** Tells root users that, with no Firebase configuration in `config.json`, the new-order alert is off (seed 001 section 4). */
export function AlertOffNotice() {
  const { LL } = useI18n();
  return (
    <Alert.Root status="warning" variant="subtle" maxW="md" data-part="alert-off-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{LL.ORDER_ALERT.OFF_TITLE()}</Alert.Title>
        <Alert.Description>{LL.ORDER_ALERT.OFF()}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
