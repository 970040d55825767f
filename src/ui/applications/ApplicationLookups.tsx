import { useId } from 'react';
import { Alert, Badge, Box, Button, Flex, HStack, Input, Spinner, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import type { Application, ApplicationStatus, ApplicationType } from '../../contract/schema.gen';
import { APPLICATION_STATUSES, APPLICATION_TYPES } from '../../domain/applications';
import { useI18n } from '../../i18n/context';
import type { ListFailure } from '../lists/listTypes';
import { applicationErrorText, applicationStatusText, applicationTypeText, STATUS_PALETTE } from './applicationTexts';
import { OptionsSelect } from '../forms/FormField';

/** One lookup's answer as the panel shows it. */
export interface LookupState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  result: Application[] | null;
  error: ListFailure | null;
}

/** Props of {@link ApplicationLookups}. */
export interface ApplicationLookupsProps {
  /** The name search as typed (trimmed when sent; empty sent as the text `null`). */
  searchText: string;
  search: LookupState;
  onSearchText: (text: string) => void;
  onRetrySearch: () => void;
  /** The forced-upgrade lookup's choices; it asks only once both are made. */
  upgradeType: ApplicationType | '';
  upgradeStatus: ApplicationStatus | '';
  upgrades: LookupState;
  onUpgradeChange: (typeApp: ApplicationType | '', status: ApplicationStatus | '') => void;
  onRetryUpgrades: () => void;
  /** Raised by an application's name: opens it for editing. */
  onOpen: (application: Application) => void;
}

function Results({ state, none, onRetry, onOpen }: { state: LookupState; none: string; onRetry: () => void; onOpen: (application: Application) => void }) {
  const { LL } = useI18n();
  const T = LL.APPLICATIONS.LOOKUPS;
  if (state.status === 'idle') return null;
  return (
    <Stack gap="2" aria-busy={state.status === 'loading'} data-state={state.status} data-part="lookup-results">
      {state.status === 'failed' && state.error ? (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{T.FAILED()}</Alert.Title>
            <Alert.Description>{applicationErrorText(LL, state.error)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" colorPalette="red" alignSelf="center" onClick={onRetry}>
            {T.RETRY()}
          </Button>
        </Alert.Root>
      ) : null}
      {state.status === 'loading' && state.result === null ? (
        <HStack gap="2" py="4" color="fg.muted" role="status">
          <Spinner size="sm" colorPalette="brand" />
          <span>{T.LOADING()}</span>
        </HStack>
      ) : null}
      {state.result !== null ? (
        state.result.length === 0 ? (
          <Text color="fg.muted" py="2">
            {none}
          </Text>
        ) : (
          <>
            <Text textStyle="sm" color="fg.muted" role="status">
              {T.COUNT({ count: state.result.length })}
            </Text>
            <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1" maxH="24rem" overflowY="auto">
              {state.result.map((application) => (
                <Flex as="li" key={application._id} align="center" justify="space-between" gap="3" px="3" py="2" borderWidth="1px" borderRadius="l2" wrap="wrap">
                  <chakra.button type="button" fontWeight="medium" color="brand.fg" textAlign="start" _hover={{ textDecoration: 'underline' }} onClick={() => onOpen(application)}>
                    {application.name}
                  </chakra.button>
                  <HStack gap="2" textStyle="sm" color="fg.muted">
                    <span>{applicationTypeText(LL, application.typeApp)}</span>
                    <span>{application.version}</span>
                    <Badge colorPalette={STATUS_PALETTE[application.status]} variant="subtle">
                      {applicationStatusText(LL, application.status)}
                    </Badge>
                  </HStack>
                </Flex>
              ))}
            </chakra.ul>
          </>
        )
      ) : null}
    </Stack>
  );
}

function Select<T extends string>({ label, value, options, onChange }: { label: string; value: T | ''; options: Array<{ value: T; label: string }>; onChange: (value: T | '') => void }) {
  const { LL } = useI18n();
  const id = useId();
  return (
    <Box flex="1" minW="10rem">
      <chakra.label htmlFor={id} display="block" textStyle="sm" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <OptionsSelect
        id={id}
        value={value}
        options={options}
        placeholder={LL.APPLICATIONS.LOOKUPS.ANY()}
        onChange={(picked) => onChange(options.find((o) => o.value === picked)?.value ?? '')}
      />
    </Box>
  );
}

/**
 * The applications' lookups beside the list: a search by name (up to 50, the first 50 by name
 * with no text) and the applications of a platform and status that force an upgrade, asked only
 * once both are chosen. A name opens the application for editing.
 */
export function ApplicationLookups(props: ApplicationLookupsProps) {
  const { LL } = useI18n();
  const T = LL.APPLICATIONS.LOOKUPS;
  const searchId = useId();
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="l3" data-part="application-lookups">
      <Box px={{ base: '4', md: '6' }} pt="4">
        <Text as="h2" textStyle="lg" fontWeight="semibold">
          {T.TITLE()}
        </Text>
      </Box>
      <Tabs.Root defaultValue="search" colorPalette="brand" px={{ base: '4', md: '6' }} pb="4" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="search">{T.SEARCH_TAB()}</Tabs.Trigger>
          <Tabs.Trigger value="upgrades">{T.UPGRADE_TAB()}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="search">
          <Stack gap="3">
            <Box>
              <chakra.label htmlFor={searchId} display="block" textStyle="sm" fontWeight="medium" mb="1">
                {T.SEARCH_LABEL()}
              </chakra.label>
              <Input id={searchId} type="search" value={props.searchText} onChange={(event) => props.onSearchText(event.target.value)} />
              <Text textStyle="xs" color="fg.muted" mt="1">
                {T.SEARCH_HINT()}
              </Text>
            </Box>
            <Results state={props.search} none={T.SEARCH_NONE()} onRetry={props.onRetrySearch} onOpen={props.onOpen} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="upgrades">
          <Stack gap="3">
            <Flex gap="3" wrap="wrap">
              <Select<ApplicationType>
                label={T.TYPE_PICK()}
                value={props.upgradeType}
                options={APPLICATION_TYPES.map((type) => ({ value: type, label: applicationTypeText(LL, type) }))}
                onChange={(type) => props.onUpgradeChange(type, props.upgradeStatus)}
              />
              <Select<ApplicationStatus>
                label={T.STATUS_PICK()}
                value={props.upgradeStatus}
                options={APPLICATION_STATUSES.map((status) => ({ value: status, label: applicationStatusText(LL, status) }))}
                onChange={(status) => props.onUpgradeChange(props.upgradeType, status)}
              />
            </Flex>
            {props.upgrades.status === 'idle' ? (
              <Text textStyle="sm" color="fg.muted">
                {T.UPGRADE_HINT()}
              </Text>
            ) : null}
            <Results state={props.upgrades} none={T.UPGRADE_NONE()} onRetry={props.onRetryUpgrades} onOpen={props.onOpen} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
