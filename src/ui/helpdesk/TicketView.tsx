import { Badge, Box, Button, Flex, Grid, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { FailureNotice } from '../forms/RecordFormDialog';
import { ListIcon } from '../lists/ListIcon';
import { helpdeskErrorText, ticketStatusPalette, ticketStatusText } from './helpdeskTexts';
import type { TicketViewProps } from './helpdeskTypes';
import { TicketSidePanel } from './TicketSidePanel';
import { TicketReplyBox, TicketThread } from './TicketThread';

export type { TicketViewProps } from './helpdeskTypes';

/** The page's back button, to the list as it was. */
function BackButton({ onBack }: { onBack: () => void }) {
  const { LL } = useI18n();
  return (
    <Button variant="ghost" size="sm" colorPalette="brand" alignSelf="flex-start" onClick={onBack} data-part="back">
      <ListIcon name="back" />
      {LL.HELPDESK.VIEW.BACK()}
    </Button>
  );
}

/** The page while the ticket is read: its protocol, and the shapes of the thread and the panel. */
function TicketSkeleton({ protocol }: { protocol: string }) {
  const { LL } = useI18n();
  return (
    <Stack gap="4" aria-busy="true">
      <Text role="status" textStyle="sm" color="fg.muted">
        {LL.HELPDESK.VIEW.LOADING({ protocol })}
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="4">
        <Stack gap="3">
          <Skeleton height="5rem" borderRadius="l3" width="80%" />
          <Skeleton height="4rem" borderRadius="l3" width="70%" alignSelf="flex-end" />
          <Skeleton height="1.5rem" borderRadius="full" width="50%" alignSelf="center" />
          <Skeleton height="6rem" borderRadius="l2" />
        </Stack>
        <Box p="4" borderWidth="1px" borderRadius="l3">
          <SkeletonText noOfLines={8} gap="3" />
        </Box>
      </Grid>
    </Stack>
  );
}

/**
 * One ticket (`/helpdesk/tickets/{protocol}`): the back button, protocol, subject and status; the
 * thread with the reply box; the side panel. A skeleton while it is read; a failure with Retry; a
 * 404 says the ticket does not exist or is not visible, with the way back.
 */
export function TicketView(props: TicketViewProps) {
  const { LL } = useI18n();
  const V = LL.HELPDESK.VIEW;
  const { status, ticket, failure } = props;
  const notFound = status === 'failed' && failure?.statusCode === 404;
  return (
    <Stack as="section" aria-label={ticket ? `${ticket.protocol} — ${ticket.subject}` : props.protocol} gap="4" data-part="ticket-view" data-state={notFound ? 'notFound' : status} minW="0">
      <BackButton onBack={props.onBack} />
      <Flex gap="3" align="center" wrap="wrap">
        <Stack gap="0" minW="0">
          <Text textStyle="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-part="protocol">
            {ticket?.protocol ?? props.protocol}
          </Text>
          {ticket ? (
            <Heading as="h2" size="lg" wordBreak="break-word">
              {ticket.subject}
            </Heading>
          ) : null}
        </Stack>
        {ticket ? (
          <Badge size="lg" colorPalette={ticketStatusPalette(ticket.status)} data-part="status-badge">
            {ticketStatusText(LL, ticket.status)}
          </Badge>
        ) : null}
      </Flex>
      {status === 'loading' && !ticket ? <TicketSkeleton protocol={props.protocol} /> : null}
      {notFound ? (
        <Stack gap="3" align="flex-start" p="6" borderWidth="1px" borderRadius="l3" bg="bg" role="alert" data-part="not-found">
          <Heading as="h2" size="md">
            {V.NOT_FOUND_TITLE()}
          </Heading>
          <Text>{V.NOT_FOUND({ protocol: props.protocol })}</Text>
          <Button variant="outline" colorPalette="brand" onClick={props.onBack}>
            {V.BACK()}
          </Button>
        </Stack>
      ) : status === 'failed' ? (
        <FailureNotice title={V.LOAD_FAILED({ protocol: props.protocol })} text={failure ? helpdeskErrorText(LL, failure) : undefined} retry={{ label: V.RETRY(), onRetry: props.onRetry }} />
      ) : null}
      {ticket && !notFound ? (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="4" alignItems="start">
          <Stack gap="4" p="4" borderWidth="1px" borderRadius="l3" bg="bg.subtle" minW="0">
            <TicketThread ticket={ticket} timeZone={props.timeZone} />
            <Box borderTopWidth="1px" pt="4">
              <TicketReplyBox
                ticket={ticket}
                staff={props.staff}
                draft={props.draft}
                internal={props.internal}
                sending={props.sending}
                sendFailure={props.sendFailure}
                canReply={props.canReply}
                timeZone={props.timeZone}
                onDraftChange={props.onDraftChange}
                onInternalChange={props.onInternalChange}
                onSend={props.onSend}
              />
            </Box>
          </Stack>
          <TicketSidePanel
            ticket={ticket}
            staff={props.staff}
            now={props.now}
            timeZone={props.timeZone}
            moves={props.moves}
            canEditFields={props.canEditFields}
            assignees={props.assignees}
            changing={props.changing}
            changeFailure={props.changeFailure}
            canOpenOrder={props.canOpenOrder}
            onChange={props.onChange}
            onOpenOrder={props.onOpenOrder}
          />
        </Grid>
      ) : null}
    </Stack>
  );
}
