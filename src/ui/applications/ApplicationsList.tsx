import { Badge, Flex, Text } from '@chakra-ui/react';
import type { Application } from '../../contract/schema.gen';
import { APPLICATION_STATUSES, type ApplicationFilters } from '../../domain/applications';
import { useI18n } from '../../i18n/context';
import { FilterSelect } from '../lists/FilterSelect';
import { badgeColumn } from '../lists/badgeColumn';
import { RecordList } from '../lists/RecordList';
import type { EditableListEvents, ListColumn, PagedListState, RowAction } from '../lists/listTypes';
import { applicationStatusText, applicationTypeText, STATUS_PALETTE } from './applicationTexts';

/** Props of {@link ApplicationsList}. */
export interface ApplicationsListProps extends EditableListEvents {
  /** The list machine's view (`connectList`'s `list`). */
  list: PagedListState<Application>;
  /** The status and forced-upgrade filters beside the name search. */
  filters: ApplicationFilters;
  onFiltersChange: (filters: ApplicationFilters) => void;
  /** Raised by a row's edit action. */
  onEdit: (application: Application) => void;
  /** Raised by a row's privacy action (the public privacy page). */
  onOpenPrivacy: (application: Application) => void;
}

/**
 * The applications list (`admin/applications`, root only): name, platform, status, version,
 * forced upgrade and domain, by name; the search looks for names, the selects filter by status
 * and forced upgrade. 'New application' and edit open the dialog; delete asks first (440 px).
 */
export function ApplicationsList(props: ApplicationsListProps) {
  const { LL } = useI18n();
  const { filters } = props;
  const T = LL.APPLICATIONS;
  const columns: ListColumn<Application>[] = [
    { key: 'name', header: T.NAME(), cell: (app) => <Text fontWeight="medium">{app.name}</Text> },
    { key: 'typeApp', header: T.TYPE(), cell: (app) => applicationTypeText(LL, app.typeApp) },
    badgeColumn('status', T.STATUS(), (app) => ({ text: applicationStatusText(LL, app.status), palette: STATUS_PALETTE[app.status], status: app.status })),
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

  return (
    <RecordList<Application>
      part="applications-list"
      texts={{ title: T.LIST_TITLE(), newLabel: T.NEW(), searchHint: T.SEARCH_HINT(), delete: T.DELETE }}
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
      {...props}
      columns={columns}
      rowId={(app) => app._id}
      actions={actions}
    />
  );
}
