import { Box, DataList, Flex, Text } from '@chakra-ui/react';
import { riderPopupTexts, riderStatus, RIDER_COLOURS, toHex } from '../../domain/riders';
import { useI18n } from '../../i18n/context';
import type { RiderPosition } from '../../contract/schema.gen';

/**
 * What the map says of the rider under the pointer (seed 001 section 2.5): the person's name
 * (or 'Person não cadastrado'), the vehicle, Online or Offline, and the flag.
 */
export function RiderPopupCard({ rider }: { rider: RiderPosition }) {
  const { LL } = useI18n();
  const labels = LL.RIDER_MAP.POPUP;
  const texts = riderPopupTexts(LL, rider);
  const status = riderStatus(rider);
  return (
    <Box minW="44" color="fg" data-part="rider-popup" data-status={status}>
      <Flex align="center" gap="2" mb="2">
        <Box as="span" w="2.5" h="2.5" rounded="full" flexShrink="0" bg={toHex(RIDER_COLOURS[status])} aria-hidden />
        <Text fontWeight="semibold" textStyle="sm" data-part="name">
          {texts.name}
        </Text>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        <DataList.Item>
          <DataList.ItemLabel minW="20">{labels.VEHICLE()}</DataList.ItemLabel>
          <DataList.ItemValue data-part="vehicle">{texts.vehicle}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="20">{labels.STATUS()}</DataList.ItemLabel>
          <DataList.ItemValue data-part="online">{texts.online}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="20">{labels.FLAG()}</DataList.ItemLabel>
          <DataList.ItemValue data-part="flag">{texts.flag}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}
