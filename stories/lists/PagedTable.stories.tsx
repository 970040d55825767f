import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Box } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { defaultListQuery, type ListQueryOptions } from '../../src/domain/listQuery';
import { PagedTable, type PagedTableProps } from '../../src/ui/lists/PagedTable';

/** A row of a list other than users: the table is generic. */
interface Rider {
  _id: string;
  name: string;
  vehicle: string;
  online: boolean;
}

const RIDERS: Rider[] = [
  { _id: 'r1', name: 'Marcos Teixeira', vehicle: 'Moto', online: true },
  { _id: 'r2', name: 'Paula Ribeiro', vehicle: 'Bicicleta', online: false },
  { _id: 'r3', name: 'Rafael Gomes', vehicle: 'Moto', online: true },
];
const RIDER_LIST: ListQueryOptions = { sortFields: ['name', 'vehicle'], defaultSort: { field: 'name', direction: 'asc' } };

/** The table typed for riders, as a riders list would use it. */
function RidersTable(props: PagedTableProps<Rider>) {
  return (
    <Box p="6" bg="bg.subtle" minH="100vh">
      <PagedTable<Rider> {...props} />
    </Box>
  );
}

const meta = {
  title: 'Lists/PagedTable',
  component: RidersTable,
  args: {
    label: 'Entregadores',
    status: 'ready',
    rows: RIDERS,
    totalCount: 23,
    query: { ...defaultListQuery(RIDER_LIST), size: 3 },
    searchText: '',
    selected: [],
    loadError: null,
    actionLoading: false,
    columns: [
      { key: 'name', header: 'Nome', sortable: true, cell: (rider: Rider) => rider.name },
      { key: 'vehicle', header: 'Veículo', sortable: true, cell: (rider: Rider) => rider.vehicle },
      {
        key: 'online',
        header: 'Status',
        cell: (rider: Rider) => <Badge colorPalette={rider.online ? 'green' : 'gray'}>{rider.online ? 'Online' : 'Offline'}</Badge>,
      },
    ],
    rowId: (rider: Rider) => rider._id,
    actions: [
      { key: 'edit', icon: 'edit', label: (rider: Rider) => `Editar ${rider.name}`, onSelect: fn() },
      { key: 'delete', icon: 'delete', danger: true, label: (rider: Rider) => `Excluir ${rider.name}`, onSelect: fn() },
    ],
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
    onDeleteSelected: fn(),
    onFetchSelected: fn(),
    onUpdateStatus: fn(),
  },
} satisfies Meta<typeof RidersTable>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The first second and the first load: 'Please wait....'. */
export const Initial: Story = { args: { status: 'initial', rows: [], totalCount: 0 } };
/** A page shown, sorted by name. */
export const Filled: Story = {};
/** Sorted by vehicle, descending, on page 2. */
export const SortedDescending: Story = { args: { query: { page: 2, size: 3, sort: { field: 'vehicle', direction: 'desc' }, search: '', filters: {} } } };
/** Loading another page: the bar over the rows shown. */
export const Loading: Story = { args: { status: 'loading' } };
/** Nothing matches the search: 'No records found'. */
export const Empty: Story = { args: { rows: [], totalCount: 0, searchText: 'zzz', query: { ...defaultListQuery(RIDER_LIST), search: 'zzz' } } };
/** Page 2 failed to load: the error with a retry, page 1's rows and paginator kept. */
export const Failed: Story = {
  args: { status: 'failed', query: { ...defaultListQuery(RIDER_LIST), size: 3, page: 2 }, shown: { page: 1, size: 3 }, loadError: { statusCode: 0, code: 'network' } },
};
/** The first load failed (403): the error, no rows and no paginator (no count is known). */
export const FailedFirstLoad: Story = { args: { status: 'failed', rows: [], totalCount: 0, loadError: { statusCode: 403, code: 'forbidden' } } };
/** Two rows ticked: the bulk actions. */
export const Selected: Story = { args: { selected: ['r1', 'r3'] } };
/** A delete under way: action-loading. */
export const ActionLoading: Story = { args: { actionLoading: true, selected: ['r2'] } };
/** In English. */
export const English: Story = { globals: { locale: 'en' } };
