import { Box } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** 0 to 100 while a route loads; null hides the bar. */
  value: number | null;
}

/** The thin bar at the very top of the page that follows route changes (values from `progressMachine`). */
export function ProgressBar({ value }: ProgressBarProps) {
  const { LL } = useI18n();
  const state = value === null ? 'hidden' : value >= 100 ? 'complete' : 'loading';
  return (
    <Box position="fixed" top="0" insetX="0" h="3px" zIndex="toast" pointerEvents="none" data-state={state}>
      {value !== null && (
        <Box
          role="progressbar"
          aria-label={LL.SHELL.PROGRESS()}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          h="full"
          w={`${Math.min(Math.max(value, 0), 100)}%`}
          bg="brand.500"
          boxShadow="0 0 8px var(--chakra-colors-brand-400)"
          transition="width 0.3s ease"
        />
      )}
    </Box>
  );
}
