import { Badge, Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { TicketStatusCounts } from '../../contract/schema.gen';
import { isTicketDepartment, isTicketPriority, TICKET_DEPARTMENTS, TICKET_PRIORITIES, TICKET_STATUSES, type TicketStatus } from '../../domain/helpdesk';
import { NO_TICKET_FILTERS, type TicketFilters } from '../../domain/helpdeskList';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { FilterSelect } from '../lists/FilterSelect';
import { departmentText, priorityText, ticketStatusText } from './helpdeskTexts';
import type { HelpdeskOptions } from './helpdeskTypes';

/** Props of {@link TicketFilterBar}. */
export interface TicketFilterBarProps {
  filters: TicketFilters;
  counts: TicketStatusCounts | null;
  overdueCount: number;
  staff: boolean;
  companies: HelpdeskOptions;
  assignees: HelpdeskOptions;
  /** True before the first page: nothing can be filtered yet. */
  disabled: boolean;
  onFiltersChange: (filters: TicketFilters) => void;
}

/** Whether any filter narrows the list. */
export function hasTicketFilters(filters: TicketFilters): boolean {
  return filters.statuses.length > 0 || filters.priority !== null || filters.department !== null || filters.assignee !== null || filters.overdue || filters.companyId !== null;
}

/** A chip of the counts: its text, its count, pressed while it filters. */
function CountChip(props: { label: string; count: number | null; pressed: boolean; disabled: boolean; danger?: boolean; part: string; onClick: () => void }) {
  return (
    <Button
      size="sm"
      borderRadius="full"
      variant={props.pressed ? 'solid' : 'outline'}
      colorPalette={props.danger ? 'red' : 'brand'}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      data-part={props.part}
      onClick={props.onClick}
    >
      {props.label}
      {props.count !== null ? (
        <Badge size="sm" variant={props.pressed ? 'surface' : 'subtle'} colorPalette={props.danger ? 'red' : 'gray'} fontVariantNumeric="tabular-nums">
          {props.count}
        </Badge>
      ) : null}
    </Button>
  );
}

/** A menu's options with its own first choices, and a hint while they load or failed. */
function optionsHint(LL: TranslationFunctions, options: HelpdeskOptions): string | null {
  if (options.status === 'loading') return LL.HELPDESK.LIST.OPTIONS_LOADING();
  if (options.status === 'failed') return LL.HELPDESK.LIST.OPTIONS_FAILED();
  return null;
}

function OptionsHint({ text }: { text: string | null }) {
  return text === null ? null : (
    <Text textStyle="xs" color="fg.muted" mt="1" data-part="options-hint">
      {text}
    </Text>
  );
}

/**
 * The tickets' filters: the counts per status as chips that filter by one status ("Todos" none),
 * the overdue chip that toggles `overdue`, staff's quick "Meus" and "Sem responsável", then the
 * priority, department, and for staff company and assignee menus. Each change raises the whole
 * filters; "Limpar filtros" raises none.
 */
export function TicketFilterBar({ filters, counts, overdueCount, staff, companies, assignees, disabled, onFiltersChange }: TicketFilterBarProps) {
  const { LL } = useI18n();
  const T = LL.HELPDESK.LIST;
  const change = (next: Partial<TicketFilters>) => onFiltersChange({ ...filters, ...next });
  const only = (status: TicketStatus) => filters.statuses.length === 1 && filters.statuses[0] === status;
  const total = counts ? TICKET_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null;
  const assigneeOptions = [
    { value: '', label: T.ANY_ASSIGNEE() },
    { value: 'me', label: T.ME() },
    { value: 'none', label: T.NOBODY() },
    ...assignees.options.map((person) => ({ value: person.id, label: person.name })),
  ];

  return (
    <Box as="fieldset" data-part="ticket-filters" minW="0">
      <Box as="legend" srOnly>
        {T.FILTERS()}
      </Box>
      <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={T.COUNTS()} data-part="status-counts">
        <CountChip label={T.ALL()} count={total} pressed={filters.statuses.length === 0} disabled={disabled} part="status-all" onClick={() => change({ statuses: [] })} />
        {TICKET_STATUSES.map((status) => (
          <CountChip
            key={status}
            label={ticketStatusText(LL, status)}
            count={counts ? counts[status] : null}
            pressed={only(status)}
            disabled={disabled}
            part={`status-${status}`}
            onClick={() => change({ statuses: only(status) ? [] : [status] })}
          />
        ))}
        <CountChip label={T.OVERDUE()} count={counts ? overdueCount : null} pressed={filters.overdue} disabled={disabled} danger part="overdue-chip" onClick={() => change({ overdue: !filters.overdue })} />
      </Flex>
      <Flex gap="3" wrap="wrap" align="flex-end" mt="3">
        {staff ? (
          <Box>
            <Text textStyle="xs" color="fg.muted" mb="1">
              {T.QUICK()}
            </Text>
            <HStack gap="1" role="group" aria-label={T.QUICK()}>
              {(['me', 'none'] as const).map((who) => (
                <Button
                  key={who}
                  size="md"
                  variant={filters.assignee === who ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={filters.assignee === who}
                  disabled={disabled}
                  data-part={`assignee-${who}`}
                  onClick={() => change({ assignee: filters.assignee === who ? null : who })}
                >
                  {who === 'me' ? T.MINE() : T.UNASSIGNED()}
                </Button>
              ))}
            </HStack>
          </Box>
        ) : null}
        <FilterSelect
          label={T.PRIORITY()}
          value={filters.priority ?? ''}
          disabled={disabled}
          options={[{ value: '', label: T.ANY_PRIORITY() }, ...[...TICKET_PRIORITIES].reverse().map((priority) => ({ value: priority, label: priorityText(LL, priority) }))]}
          onChange={(value) => change({ priority: isTicketPriority(value) ? value : null })}
        />
        <FilterSelect
          label={T.DEPARTMENT()}
          value={filters.department ?? ''}
          disabled={disabled}
          options={[{ value: '', label: T.ANY_DEPARTMENT() }, ...TICKET_DEPARTMENTS.map((department) => ({ value: department, label: departmentText(LL, department) }))]}
          onChange={(value) => change({ department: isTicketDepartment(value) ? value : null })}
        />
        {staff ? (
          <Box>
            <FilterSelect
              label={T.COMPANY()}
              value={filters.companyId ?? ''}
              disabled={disabled || companies.status === 'loading'}
              minW={{ md: '14rem' }}
              options={[{ value: '', label: T.ANY_COMPANY() }, ...companies.options.map((company) => ({ value: company.id, label: company.name }))]}
              onChange={(value) => change({ companyId: value || null })}
            />
            <OptionsHint text={optionsHint(LL, companies)} />
          </Box>
        ) : null}
        {staff ? (
          <Box>
            <FilterSelect
              label={T.ASSIGNEE()}
              value={filters.assignee ?? ''}
              disabled={disabled}
              minW={{ md: '14rem' }}
              options={assigneeOptions}
              onChange={(value) => change({ assignee: value || null })}
            />
            <OptionsHint text={optionsHint(LL, assignees)} />
          </Box>
        ) : null}
        {hasTicketFilters(filters) ? (
          <Button variant="ghost" size="md" colorPalette="brand" disabled={disabled} onClick={() => onFiltersChange(NO_TICKET_FILTERS)} data-part="clear-filters">
            {T.CLEAR()}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}
