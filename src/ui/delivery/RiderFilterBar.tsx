import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Input, NativeSelect, chakra } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { RIDER_FLAGS, VEHICLES } from './deliveryForms';
import { flagText, vehicleText } from './deliveryTexts';
import type { DeliveryManFlag } from '../../contract/schema.gen';

/** The delivery-man paginator's filters besides the name (the list's search box). */
export interface RiderFilters {
  /** Only online (true) or offline (false) riders; null for both. */
  isOnline: boolean | null;
  flag: DeliveryManFlag | null;
  /** The first digits of the CPF; empty for any. */
  cpf: string;
  /** One vehicle; empty for any. */
  typeOfVehicle: string;
}

/** No filter at all. */
export const NO_RIDER_FILTERS: RiderFilters = Object.freeze({ isOnline: null, flag: null, cpf: '', typeOfVehicle: '' });

/** Props of {@link RiderFilterBar}. */
export interface RiderFilterBarProps {
  filters: RiderFilters;
  disabled?: boolean | undefined;
  /** Raised with the whole new set of filters, once per change (a CPF on Enter or on leaving its box). */
  onChange: (filters: RiderFilters) => void;
}

function Labelled({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <Box minW="8.5rem">
      <chakra.label htmlFor={id} display="block" textStyle="xs" fontWeight="medium" color="fg.muted" mb="1">
        {label}
      </chakra.label>
      {children}
    </Box>
  );
}

/** The CPF box: what is typed stays here until Enter or leaving the box applies its digits. */
function CpfFilter({ id, applied, disabled, onApply }: { id: string; applied: string; disabled: boolean; onApply: (cpf: string) => void }) {
  const { LL } = useI18n();
  const [text, setText] = useState(applied);
  const apply = () => {
    const digits = text.replace(/\D/g, '').slice(0, 11);
    setText(digits);
    if (digits !== applied) onApply(digits);
  };
  return (
    <Input
      id={id}
      size="sm"
      width="9rem"
      inputMode="numeric"
      placeholder={LL.DELIVERY.FILTERS.CPF_HINT()}
      disabled={disabled}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

/**
 * The rider list's filters: online state, availability, vehicle and the first digits of the CPF.
 * The selects apply at once; the CPF applies on Enter or when its box is left.
 */
export function RiderFilterBar({ filters, disabled = false, onChange }: RiderFilterBarProps) {
  const { LL } = useI18n();
  const F = LL.DELIVERY.FILTERS;
  const ids = { online: useId(), flag: useId(), vehicle: useId(), cpf: useId() };
  const online = filters.isOnline === null ? '' : String(filters.isOnline);
  const vehicles = filters.typeOfVehicle !== '' && !(VEHICLES as readonly string[]).includes(filters.typeOfVehicle) ? [...VEHICLES, filters.typeOfVehicle] : VEHICLES;
  const active = filters.isOnline !== null || filters.flag !== null || filters.cpf !== '' || filters.typeOfVehicle !== '';

  return (
    <Flex gap="3" wrap="wrap" align="flex-end" role="group" aria-label={F.LABEL()} data-part="rider-filters">
      <Labelled label={F.ONLINE()} id={ids.online}>
        <NativeSelect.Root size="sm" disabled={disabled}>
          <NativeSelect.Field
            id={ids.online}
            value={online}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...filters, isOnline: value === '' ? null : value === 'true' });
            }}
          >
            <option value="">{F.ALL()}</option>
            <option value="true">{F.ONLY_ONLINE()}</option>
            <option value="false">{F.ONLY_OFFLINE()}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
      <Labelled label={F.FLAG()} id={ids.flag}>
        <NativeSelect.Root size="sm" disabled={disabled}>
          <NativeSelect.Field
            id={ids.flag}
            value={filters.flag ?? ''}
            onChange={(event) => {
              const value = RIDER_FLAGS.find((flag) => flag === event.target.value) ?? null;
              onChange({ ...filters, flag: value });
            }}
          >
            <option value="">{F.ALL()}</option>
            {RIDER_FLAGS.map((flag) => (
              <option key={flag} value={flag}>
                {flagText(LL, flag)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
      <Labelled label={F.VEHICLE()} id={ids.vehicle}>
        <NativeSelect.Root size="sm" disabled={disabled}>
          <NativeSelect.Field id={ids.vehicle} value={filters.typeOfVehicle} onChange={(event) => onChange({ ...filters, typeOfVehicle: event.target.value })}>
            <option value="">{F.ALL()}</option>
            {vehicles.map((vehicle) => (
              <option key={vehicle} value={vehicle}>
                {vehicleText(LL, vehicle)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Labelled>
      <Labelled label={F.CPF()} id={ids.cpf}>
        {/* Keyed by the applied value: a change elsewhere (Clear, the address) starts the box again. */}
        <CpfFilter key={filters.cpf} id={ids.cpf} applied={filters.cpf} disabled={disabled} onApply={(cpf) => onChange({ ...filters, cpf })} />
      </Labelled>
      {active ? (
        <Button size="sm" variant="ghost" colorPalette="brand" disabled={disabled} onClick={() => onChange(NO_RIDER_FILTERS)}>
          {F.CLEAR()}
        </Button>
      ) : null}
    </Flex>
  );
}
