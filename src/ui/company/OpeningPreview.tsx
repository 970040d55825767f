import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { OpeningHours } from '../../domain/openingHours';
import { useI18n } from '../../i18n/context';
import { clockText, isOpenAt, previewText } from './openingHoursTexts';

/** Props of {@link OpeningPreview}. */
export interface OpeningPreviewProps {
  /** The hours as edited (unsaved changes included). */
  hours: OpeningHours;
  now: Date;
  /** The hours differ from those saved: the preview says it shows the changes. */
  dirty: boolean;
}

function Dot({ open }: { open: boolean | null }) {
  return <Box as="span" aria-hidden="true" flexShrink={0} boxSize="2.5" borderRadius="full" bg={open === null ? 'gray.400' : open ? 'green.500' : 'red.500'} />;
}

/**
 * What the hours make of now, on the company's clock: "Aberto agora · fecha às 23:00",
 * "Fechado: Natal", "Pausado até 14:30 (Falta de gás)"; and delivery's and pickup's when they
 * have hours of their own.
 */
export function OpeningPreview({ hours, now, dirty }: OpeningPreviewProps) {
  const { LL, language } = useI18n();
  const V = LL.OPENING_HOURS.PREVIEW;
  const general = previewText(LL, language, hours, now);
  const open = isOpenAt(hours, now);
  const clock = clockText(LL, hours, now);
  const services = (['delivery', 'pickup'] as const).filter((service) => hours[service] !== null);
  return (
    <Stack gap="2" data-part="preview" data-open={open === null ? undefined : open}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
          {V.TITLE()}
        </Text>
        {clock !== null ? (
          <Text textStyle="xs" color="fg.muted" data-part="clock">
            {clock}
          </Text>
        ) : null}
      </HStack>
      <HStack gap="2" align="center">
        <Dot open={open} />
        <Text fontWeight="semibold" textStyle="md" data-part="preview-general">
          {general ?? V.UNKNOWN_ZONE()}
        </Text>
      </HStack>
      {general !== null
        ? services.map((service) => {
            const state = previewText(LL, language, hours, now, service) ?? '';
            return (
              <HStack key={service} gap="2" align="center">
                <Dot open={isOpenAt(hours, now, service)} />
                <Text textStyle="sm" data-part={`preview-${service}`}>
                  {service === 'delivery' ? V.DELIVERY({ state }) : V.PICKUP({ state })}
                </Text>
              </HStack>
            );
          })
        : null}
      {dirty ? (
        <Text textStyle="xs" color="fg.muted" data-part="preview-draft">
          {V.DRAFT()}
        </Text>
      ) : null}
    </Stack>
  );
}
