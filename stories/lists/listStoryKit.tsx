import type { Decorator } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import type { EditableListEvents, PagedListEvents, StatusListEvents } from '../../src/ui/lists/listTypes';

/** The page a list's card sits on, as the app's content area shows it. */
export const onListPage: Decorator = (Story) => (
  <Box p={{ base: '3', md: '6' }} bg="bg.subtle" minH="100vh">
    <Story />
  </Box>
);

/** Spies for what every paged list raises. */
export function pagingArgs(): PagedListEvents {
  return { onSearch: fn(), onSort: fn(), onPageChange: fn(), onPageSizeChange: fn(), onRetry: fn(), onSelectionChange: fn() };
}

/** Spies for what a list whose records are created and deleted raises, paging included. */
export function editingArgs(): EditableListEvents {
  return { ...pagingArgs(), onNew: fn(), onDelete: fn(), onConfirmDelete: fn(), onCancelDialog: fn() };
}

/** Spies for what a list raises whose ticked records get a new status. */
export function statusArgs(): StatusListEvents {
  return { onFetchSelected: fn(), onUpdateStatus: fn(), onConfirmStatus: fn() };
}
