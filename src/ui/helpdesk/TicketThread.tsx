import { useId } from 'react';
import { Alert, Badge, Box, Button, Flex, HStack, Stack, Switch, Text, Textarea, chakra } from '@chakra-ui/react';
import type { Ticket, TicketChange, TicketMessage } from '../../contract/schema.gen';
import { isTicketDepartment, isTicketPriority, isTicketStatus, REOPEN_DAYS, TICKET_MESSAGE_MAX } from '../../domain/helpdesk';
import { ticketTimeline } from '../../domain/helpdeskList';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { ListIcon } from '../lists/ListIcon';
import { departmentText, formatInstant, helpdeskErrorText, priorityText, ticketStatusText } from './helpdeskTexts';
import type { TicketViewProps } from './helpdeskTypes';

/** Props of {@link TicketThread}. */
export interface TicketThreadProps {
  ticket: Ticket;
  timeZone: string;
}

/** A changed field's value in words: a status, priority or department by its label, an assignee by name. */
function valueText(LL: TranslationFunctions, field: TicketChange['field'], value: string | null): string {
  if (value === null) return LL.HELPDESK.VIEW.CHANGE.NONE();
  if (field === 'status' && isTicketStatus(value)) return ticketStatusText(LL, value);
  if (field === 'priority' && isTicketPriority(value)) return priorityText(LL, value);
  if (field === 'department' && isTicketDepartment(value)) return departmentText(LL, value);
  return value;
}

/** What a change says: "Fulano mudou a situação de Novo para Em andamento", "… atribuiu o chamado a …". */
export function changeText(LL: TranslationFunctions, change: TicketChange): string {
  const C = LL.HELPDESK.VIEW.CHANGE;
  const actor = change.actor.name;
  const from = valueText(LL, change.field, change.from);
  const to = valueText(LL, change.field, change.to);
  switch (change.field) {
    case 'status':
      return C.STATUS({ actor, from, to });
    case 'priority':
      return C.PRIORITY({ actor, from, to });
    case 'department':
      return C.DEPARTMENT({ actor, from, to });
    case 'assignee':
      if (change.to === null) return C.UNASSIGNED({ actor, from });
      return change.from === null ? C.ASSIGNED({ actor, to }) : C.REASSIGNED({ actor, from, to });
  }
}

function Time({ iso, timeZone }: { iso: string; timeZone: string }) {
  const { language } = useI18n();
  return (
    <chakra.time dateTime={iso} textStyle="xs" color="fg.muted" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {formatInstant(language, iso, timeZone)}
    </chakra.time>
  );
}

/** A message of the thread: staff's on the right in the brand's tint, the requester's on the left, an internal note in yellow and marked. */
function MessageEntry({ message, timeZone }: { message: TicketMessage; timeZone: string }) {
  const { LL } = useI18n();
  const V = LL.HELPDESK.VIEW;
  const side = message.fromStaff ? 'flex-end' : 'flex-start';
  const look = message.internal
    ? { bg: { base: 'yellow.50', _dark: 'yellow.950' }, borderColor: { base: 'yellow.400', _dark: 'yellow.700' }, borderStyle: 'dashed' }
    : message.fromStaff
      ? { bg: 'brand.subtle', borderColor: 'brand.muted', borderStyle: 'solid' }
      : { bg: 'bg', borderColor: 'border', borderStyle: 'solid' };
  return (
    <Flex as="li" justify={side} data-part="message" data-internal={message.internal || undefined} data-from={message.fromStaff ? 'staff' : 'requester'}>
      <Box maxW={{ base: '92%', md: '80%' }} px="3" py="2" borderRadius="l3" borderWidth="1px" {...look}>
        {message.internal ? (
          <HStack gap="1" mb="1" textStyle="xs" fontWeight="semibold" color={{ base: 'yellow.800', _dark: 'yellow.200' }} data-part="internal-label">
            <ListIcon name="lock" size="0.85rem" />
            <span>{V.INTERNAL_NOTE()}</span>
          </HStack>
        ) : null}
        <HStack gap="2" wrap="wrap" mb="1">
          <Text textStyle="sm" fontWeight="semibold">
            {message.author.name}
          </Text>
          <Badge size="sm" variant="subtle" colorPalette={message.fromStaff ? 'brand' : 'gray'}>
            {message.fromStaff ? V.STAFF() : V.REQUESTER()}
          </Badge>
          <Time iso={message.createdAt} timeZone={timeZone} />
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.body}
        </Text>
      </Box>
    </Flex>
  );
}

/** A change of the ticket as one muted line, with the cancellation's reason under it. */
function ChangeEntry({ change, timeZone }: { change: TicketChange; timeZone: string }) {
  const { LL } = useI18n();
  return (
    <Flex as="li" justify="center" data-part="change" data-field={change.field}>
      <Box textAlign="center" textStyle="sm" color="fg.muted" px="3" py="1" borderRadius="full" bg="bg.muted" maxW="full">
        <Text as="span">{changeText(LL, change)}</Text>
        <Text as="span"> · </Text>
        <Time iso={change.createdAt} timeZone={timeZone} />
        {change.reason ? (
          <Text textStyle="sm" color="fg" fontStyle="italic" data-part="change-reason">
            {LL.HELPDESK.VIEW.CHANGE.REASON({ reason: change.reason })}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}

/**
 * A ticket's thread, oldest first: the description as its requester opened it, then the messages
 * (staff's and the requester's told apart, internal notes marked "visível só para a equipe") and
 * the changes of status, priority, department and assignee as compact lines between them.
 */
export function TicketThread({ ticket, timeZone }: TicketThreadProps) {
  const { LL } = useI18n();
  const V = LL.HELPDESK.VIEW;
  const entries = ticketTimeline(ticket.messages, ticket.changes);
  return (
    <Stack as="ol" listStyleType="none" gap="3" aria-label={V.THREAD()} data-part="ticket-thread">
      <Flex as="li" justify="flex-start" data-part="description">
        <Box maxW={{ base: '92%', md: '80%' }} px="3" py="2" borderRadius="l3" borderWidth="1px" bg="bg">
          <HStack gap="2" wrap="wrap" mb="1">
            <Text textStyle="sm" fontWeight="semibold">
              {V.OPENED_BY({ name: ticket.requester })}
            </Text>
            <Time iso={ticket.createdAt} timeZone={timeZone} />
          </HStack>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {ticket.description}
          </Text>
        </Box>
      </Flex>
      {entries.map((entry) =>
        entry.kind === 'message' ? <MessageEntry key={`m-${entry.message._id}`} message={entry.message} timeZone={timeZone} /> : <ChangeEntry key={`c-${entry.change._id}`} change={entry.change} timeZone={timeZone} />,
      )}
    </Stack>
  );
}

/** Props of {@link TicketReplyBox}. */
export type TicketReplyBoxProps = Pick<
  TicketViewProps,
  'staff' | 'draft' | 'internal' | 'sending' | 'sendFailure' | 'canReply' | 'timeZone' | 'onDraftChange' | 'onInternalChange' | 'onSend'
> & { ticket: Ticket };

/**
 * The reply box under the thread: the text (kept until sent), staff's "Nota interna" switch, and
 * Send, which waits while sending; Ctrl+Enter (⌘+Enter) sends. A failed send says why and keeps
 * the text. A ticket that takes no replies says why instead: cancelled, or closed 7 days after it
 * was solved (open a new one).
 */
export function TicketReplyBox(props: TicketReplyBoxProps) {
  const { LL, language } = useI18n();
  const R = LL.HELPDESK.VIEW.REPLY;
  const { ticket, draft, internal, sending, staff } = props;
  const hintId = useId();
  if (!props.canReply) {
    return (
      <Alert.Root status="info" data-part="reply-closed" data-reason={ticket.status === 'CANCELED' ? 'canceled' : 'closed'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{ticket.status === 'CANCELED' ? R.CANCELED() : R.CLOSED({ days: REOPEN_DAYS })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const tooLong = draft.length > TICKET_MESSAGE_MAX;
  const canSend = draft.trim() !== '' && !tooLong && !sending;
  const asNote = staff && internal;
  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="2"
      data-part="reply-box"
      data-state={sending ? 'sending' : props.sendFailure ? 'failed' : 'idle'}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) props.onSend();
      }}
    >
      {ticket.status === 'SOLVED' && ticket.closesAt && !staff ? (
        <Text textStyle="sm" color="fg.muted" data-part="reopen-hint">
          {R.SOLVED({ date: formatInstant(language, ticket.closesAt, props.timeZone) })}
        </Text>
      ) : null}
      {props.sendFailure ? (
        <Alert.Root status="error" role="alert" size="sm" data-part="send-failure">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{R.SEND_FAILED()}</Alert.Title>
            <Alert.Description>{helpdeskErrorText(LL, props.sendFailure)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Textarea
        aria-label={asNote ? R.NOTE_LABEL() : R.LABEL()}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        placeholder={asNote ? R.NOTE_PLACEHOLDER() : R.PLACEHOLDER()}
        value={draft}
        rows={3}
        autoresize
        maxH="16rem"
        readOnly={sending}
        bg={asNote ? { base: 'yellow.50', _dark: 'yellow.950' } : 'bg'}
        borderColor={asNote ? { base: 'yellow.400', _dark: 'yellow.700' } : undefined}
        onChange={(event) => props.onDraftChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (canSend) props.onSend();
          }
        }}
      />
      {tooLong ? (
        <Text textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
          {R.TOO_LONG({ max: TICKET_MESSAGE_MAX })}
        </Text>
      ) : null}
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          {staff ? (
            <Switch.Root checked={internal} disabled={sending} colorPalette="yellow" onCheckedChange={(details) => props.onInternalChange(details.checked)} data-part="internal-switch">
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{R.INTERNAL()}</Switch.Label>
            </Switch.Root>
          ) : null}
          <Text id={hintId} textStyle="xs" color="fg.muted">
            {asNote ? `${R.INTERNAL_HINT()} ` : ''}
            {R.SHORTCUT()}
          </Text>
        </HStack>
        <Button type="submit" colorPalette={asNote ? 'yellow' : 'brand'} disabled={!canSend && !sending} loading={sending} loadingText={R.SENDING()}>
          {asNote ? R.SEND_NOTE() : R.SEND()}
        </Button>
      </Flex>
    </chakra.form>
  );
}
