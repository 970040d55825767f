import { useId } from 'react';
import { Box, Button, Flex, HStack, Input, Menu, Portal, Text, chakra } from '@chakra-ui/react';
import { DATE_PRESETS, datePresetRange, hasOrderFilters, NO_ORDER_FILTERS, ORDER_FULFILMENTS, type DatePreset, type OrderHistoryFilters } from '../../domain/orderHistory';
import { ORDER_STATUSES, PAYMENT_TYPES, isFulfilment, isPaymentType } from '../../domain/orders';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { FilterSelect } from '../lists/FilterSelect';
import { ListIcon } from '../lists/ListIcon';
import { paymentText, statusText } from '../orders/orderTexts';
import type { HistoryOptions } from './orderHistoryTypes';

/** Props of {@link OrderHistoryFilterBar}. */
export interface OrderHistoryFilterBarProps {
  filters: OrderHistoryFilters;
  staff: boolean;
  companies: HistoryOptions;
  riders: HistoryOptions;
  now: number;
  timeZone: string;
  /** True before the first page: nothing can be filtered yet. */
  disabled: boolean;
  onFiltersChange: (filters: OrderHistoryFilters) => void;
}

function presetText(LL: TranslationFunctions, preset: DatePreset): string {
  const F = LL.ORDER_HISTORY.FILTERS;
  switch (preset) {
    case 'today':
      return F.TODAY();
    case 'yesterday':
      return F.YESTERDAY();
    case 'last7Days':
      return F.LAST_7_DAYS();
    case 'thisMonth':
      return F.THIS_MONTH();
  }
}

function DateField({ label, value, disabled, onChange }: { label: string; value: string | null; disabled: boolean; onChange: (value: string | null) => void }) {
  const id = useId();
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" textStyle="xs" color="fg.muted" mb="1">
        {label}
      </chakra.label>
      <Input id={id} type="date" size="md" width="11rem" value={value ?? ''} disabled={disabled} onChange={(event) => onChange(event.target.value || null)} />
    </Box>
  );
}

/** The rider filter's hint while it cannot be used: which company it waits for, or why it failed. */
function ridersHint(LL: TranslationFunctions, riders: HistoryOptions): string | null {
  const F = LL.ORDER_HISTORY.FILTERS;
  if (riders.status === 'none') return F.RIDERS_NEED_COMPANY();
  if (riders.status === 'loading') return F.RIDERS_LOADING();
  if (riders.status === 'failed') return F.RIDERS_FAILED();
  return null;
}

/**
 * The history's filter bar: the days placed (two dates on the company's calendar, and presets),
 * the statuses (a menu of checkboxes), payment type, delivery or pickup, rider, and for staff the
 * company. Each change raises the whole filters; "Clear filters" raises none.
 */
export function OrderHistoryFilterBar({ filters, staff, companies, riders, now, timeZone, disabled, onFiltersChange }: OrderHistoryFilterBarProps) {
  const { LL } = useI18n();
  const F = LL.ORDER_HISTORY.FILTERS;
  const change = (next: Partial<OrderHistoryFilters>) => onFiltersChange({ ...filters, ...next });
  const activePreset = DATE_PRESETS.find((preset) => {
    const range = datePresetRange(preset, now, timeZone);
    return range.from === filters.from && range.to === filters.to;
  });
  const hint = ridersHint(LL, riders);
  const statusLabel = filters.statuses.length === 0 ? F.ANY_STATUS() : filters.statuses.length === 1 && filters.statuses[0] ? statusText(LL, filters.statuses[0]) : F.STATUS_COUNT({ count: filters.statuses.length });
  const filtered = hasOrderFilters(filters);

  return (
    <Box as="fieldset" data-part="order-history-filters" minW="0">
      <chakra.legend srOnly>{F.LABEL()}</chakra.legend>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <DateField label={F.FROM()} value={filters.from} disabled={disabled} onChange={(from) => change({ from })} />
        <DateField label={F.TO()} value={filters.to} disabled={disabled} onChange={(to) => change({ to })} />
        <Box>
          <Text textStyle="xs" color="fg.muted" mb="1">
            {F.PRESETS()}
          </Text>
          <HStack gap="1" wrap="wrap" role="group" aria-label={F.PRESETS()} data-part="date-presets">
            {DATE_PRESETS.map((preset) => (
              <Button
                key={preset}
                size="sm"
                variant={activePreset === preset ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={activePreset === preset}
                disabled={disabled}
                data-preset={preset}
                onClick={() => change(datePresetRange(preset, now, timeZone))}
              >
                {presetText(LL, preset)}
              </Button>
            ))}
            <Button size="sm" variant={filters.from === null && filters.to === null ? 'solid' : 'outline'} colorPalette="gray" disabled={disabled} onClick={() => change({ from: null, to: null })} data-preset="any">
              {F.ANY_DATE()}
            </Button>
          </HStack>
        </Box>
      </Flex>
      <Text textStyle="xs" color="fg.muted" mt="1">
        {F.TIME_ZONE({ zone: timeZone })}
      </Text>
      <Flex gap="3" wrap="wrap" align="flex-end" mt="3">
        <Box>
          <Text textStyle="xs" color="fg.muted" mb="1">
            {F.STATUS()}
          </Text>
          <Menu.Root closeOnSelect={false}>
            <Menu.Trigger asChild>
              <Button variant="outline" size="md" minW="11rem" justifyContent="space-between" disabled={disabled} data-part="status-filter" aria-label={`${F.STATUS()}: ${statusLabel}`}>
                <Text as="span" truncate maxW="14rem">
                  {statusLabel}
                </Text>
                <ListIcon name="sortNone" size="0.9rem" />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content maxH="20rem" overflowY="auto" minW="16rem" data-part="status-options">
                  {ORDER_STATUSES.map((status) => (
                    <Menu.CheckboxItem
                      key={status}
                      value={status}
                      checked={filters.statuses.includes(status)}
                      onCheckedChange={(checked) =>
                        change({ statuses: checked ? [...filters.statuses, status] : filters.statuses.filter((other) => other !== status) })
                      }
                    >
                      <Menu.ItemIndicator />
                      {statusText(LL, status)}
                    </Menu.CheckboxItem>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </Box>
        <FilterSelect
          label={F.PAYMENT()}
          value={filters.paymentType ?? ''}
          disabled={disabled}
          options={[{ value: '', label: F.ANY_PAYMENT() }, ...PAYMENT_TYPES.map((type) => ({ value: type, label: paymentText(LL, type) }))]}
          onChange={(value) => change({ paymentType: isPaymentType(value) ? value : null })}
        />
        <FilterSelect
          label={F.FULFILMENT()}
          value={filters.fulfilment ?? ''}
          disabled={disabled}
          options={[{ value: '', label: F.ANY_FULFILMENT() }, ...ORDER_FULFILMENTS.map((kind) => ({ value: kind, label: kind === 'delivery' ? F.DELIVERY() : F.PICKUP() }))]}
          onChange={(value) => change({ fulfilment: isFulfilment(value) ? value : null })}
        />
        {staff ? (
          <FilterSelect
            label={F.COMPANY()}
            value={filters.companyId ?? ''}
            disabled={disabled}
            minW={{ md: '14rem' }}
            options={[{ value: '', label: F.ANY_COMPANY() }, ...companies.options.map((company) => ({ value: company.id, label: company.name }))]}
            onChange={(value) => change({ companyId: value || null, riderId: null })}
          />
        ) : null}
        <Box>
          <FilterSelect
            label={F.RIDER()}
            value={filters.riderId ?? ''}
            disabled={disabled || riders.status !== 'ready'}
            minW={{ md: '14rem' }}
            options={[{ value: '', label: F.ANY_RIDER() }, ...riders.options.map((rider) => ({ value: rider.id, label: rider.name }))]}
            onChange={(value) => change({ riderId: value || null })}
          />
          {hint ? (
            <Text textStyle="xs" color="fg.muted" mt="1" data-part="riders-hint">
              {hint}
            </Text>
          ) : null}
        </Box>
        {filtered ? (
          <Button variant="ghost" size="md" colorPalette="brand" disabled={disabled} onClick={() => onFiltersChange(NO_ORDER_FILTERS)} data-part="clear-filters">
            {F.CLEAR()}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
