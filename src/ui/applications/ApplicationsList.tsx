import { useId } from 'react';
import { Badge, Box, Flex, NativeSelect, Text, chakra } from '@chakra-ui/react';
import type { Application } from '../../contract/schema.gen';
import { APPLICATION_STATUSES, type ApplicationFilters } from '../../domain/applications';
import { useI18n } from '../../i18n/context';
import { DeleteDialog } from '../lists/ListDialogs';
import { ListCard } from '../lists/ListCard';
import { PagedTable } from '../lists/PagedTable';
import type { ListColumn, PagedListEvents, PagedListState, RowAction } from '../lists/listTypes';
import { applicationStatusText, applicationTypeText, STATUS_PALETTE } from './applicationTexts';

/** Props of {@link ApplicationsList}. */
export interface ApplicationsListProps extends PagedListEvents {
  /** The list machine's view (`toListView`). */
  list: PagedListState<Application>;
  /** The status and forced-upgrade filters beside the name search. */
  filters: ApplicationFilters;
  onFiltersChange: (filters: ApplicationFilters) => void;
  /** Raised by 'New application'. */
  onNew: () => void;
  /** Raised by a row's edit action. */
  onEdit: (application: Application) => void;
  /** Raised by a row's privacy action (the public privacy page). */
  onOpenPrivacy: (application: Application) => void;
  /** Raised by a row's delete action, or "Delete selected", with the ids to delete. */
  onDelete: (ids: string[]) => void;
  /** Raised by the delete dialog's Delete. */
  onConfirmDelete: () => void;
  /** Raised by the delete dialog's Cancel (or Escape). */
  onCancelDialog: () => void;
}

/** A labelled native select of a list's toolbar. */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: Array<{ value: string; label: string }>; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Box minW={{ md: '11rem' }}>
      <chakra.label htmlFor={id} display="block" textStyle="xs" color="fg.muted" mb="1">
        {label}
      </chakra.label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

/**
 * The applications list (`admin/applications`, root only): name, platform, status, version,
 * forced upgrade and domain, by name; the search looks for names, the selects filter by status
 * and forced upgrade. 'New application' and edit open the dialog; delete asks first (440 px).
 */
export function ApplicationsList(props: ApplicationsListProps) {
  const { LL } = useI18n();
  const { list, filters } = props;
  const T = LL.APPLICATIONS;
  const columns: ListColumn<Application>[] = [
    { key: 'name', header: T.NAME(), cell: (app) => <Text fontWeight="medium">{app.name}</Text> },
    { key: 'typeApp', header: T.TYPE(), cell: (app) => applicationTypeText(LL, app.typeApp) },
    {
      key: 'status',
      header: T.STATUS(),
      cell: (app) => (
        <Badge colorPalette={STATUS_PALETTE[app.status]} variant="subtle" data-status={app.status}>
          {applicationStatusText(LL, app.status)}
        </Badge>
      ),
    },
    { key: 'version', header: T.VERSION(), cell: (app) => app.version },
    {
      key: 'upgrade',
      header: T.UPGRADE(),
      cell: (app) =>
        app.upgrade ? (
          <Badge colorPalette="purple" variant="subtle">
            {T.UPGRADE_YES()}
          </Badge>
        ) : (
          <Text as="span" color="fg.muted">
            {T.UPGRADE_NO()}
          </Text>
        ),
    },
    {
      key: 'domain',
      header: T.DOMAIN(),
      cell: (app) =>
        app.domain ?? (
          <Text as="span" color="fg.muted">
            {T.NO_DOMAIN()}
          </Text>
        ),
    },
  ];
  const actions: RowAction<Application>[] = [
    { key: 'edit', icon: 'edit', label: (app) => T.EDIT_ACTION({ name: app.name }), onSelect: props.onEdit },
    { key: 'privacy', icon: 'view', label: (app) => T.PRIVACY_ACTION({ name: app.name }), onSelect: props.onOpenPrivacy },
    { key: 'delete', icon: 'delete', danger: true, label: (app) => T.DELETE_ACTION({ name: app.name }), onSelect: (app) => props.onDelete([app._id]) },
  ];
  const { dialog } = list;
  const many = dialog !== null && dialog.ids.length > 1;

  return (
    <ListCard part="applications-list" title={T.LIST_TITLE()} newLabel={T.NEW()} onNew={props.onNew}>
      <PagedTable<Application>
        {...list}
        label={T.LIST_TITLE()}
        searchHint={T.SEARCH_HINT()}
        columns={columns}
        rowId={(app) => app._id}
        actions={actions}
        onSearch={props.onSearch}
        onSort={props.onSort}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        onRetry={props.onRetry}
        onSelectionChange={props.onSelectionChange}
        onDeleteSelected={props.onDelete}
        toolbar={
          <Flex gap="3" wrap="wrap">
            <FilterSelect
              label={T.FILTER.STATUS()}
              value={filters.status}
              options={[{ value: '', label: T.FILTER.ANY_STATUS() }, ...APPLICATION_STATUSES.map((status) => ({ value: status, label: applicationStatusText(LL, status) }))]}
              onChange={(value) => {
                const status = APPLICATION_STATUSES.find((s) => s === value) ?? '';
                props.onFiltersChange({ ...filters, status });
              }}
            />
            <FilterSelect
              label={T.FILTER.UPGRADE()}
              value={filters.upgrade}
              options={[
                { value: '', label: T.FILTER.ANY_UPGRADE() },
                { value: 'yes', label: T.FILTER.YES() },
                { value: 'no', label: T.FILTER.NO() },
              ]}
              onChange={(value) => props.onFiltersChange({ ...filters, upgrade: value === 'yes' || value === 'no' ? value : '' })}
            />
          </Flex>
        }
      />
      <DeleteDialog
        open={dialog?.kind === 'delete'}
        title={many ? T.DELETE.MANY_TITLE() : T.DELETE.TITLE()}
        description={many ? T.DELETE.MANY_DESCRIPTION() : T.DELETE.DESCRIPTION()}
        waitingText={many ? T.DELETE.MANY_WAIT() : T.DELETE.WAIT()}
        closing={dialog?.kind === 'delete' && dialog.closing}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDialog}
      />
    </ListCard>
  );
}
