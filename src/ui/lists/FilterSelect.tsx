import { useId } from 'react';
import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { OptionsSelect } from '../forms/FormField';

/** An option of a {@link FilterSelect}. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Props of {@link FilterSelect}. */
export interface FilterSelectProps {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  /** True while nothing can be filtered (before the first page). */
  disabled?: boolean | undefined;
  /** The select's least width; 11rem from md screens up by default. */
  minW?: BoxProps['minW'];
}

/**
 * A filter of a list's toolbar: a native select under a small muted label (a form's select is
 * forms/SelectField).
 */
export function FilterSelect({ label, value, options, onChange, disabled = false, minW = { md: '11rem' } }: FilterSelectProps) {
  const id = useId();
  return (
    <Box minW={minW}>
      <chakra.label htmlFor={id} display="block" textStyle="xs" color="fg.muted" mb="1">
        {label}
      </chakra.label>
      <OptionsSelect id={id} value={value} options={options} disabled={disabled} onChange={onChange} />
    </Box>
  );
}
