import { useId, useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Dialog, HStack, Link, Portal, Separator, Spinner, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import type { Ticket } from '../../contract/schema.gen';
import { isOverdue, isTicketDepartment, isTicketPriority, TICKET_DEPARTMENTS, TICKET_PRIORITIES, TICKET_REASON_MAX, type TicketStatus } from '../../domain/helpdesk';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { FormField, OptionsSelect } from '../forms/FormField';
import { formatTotal } from '../orderHistory/historyTexts';
import { statusText as orderStatusText } from '../orders/orderTexts';
import { reasonProblem } from './helpdeskForms';
import { departmentText, formatInstant, helpdeskErrorText, priorityText, requesterKindText, ticketStatusPalette, ticketStatusText, whatsappLink } from './helpdeskTexts';
import type { TicketViewProps } from './helpdeskTypes';

/** Props of {@link TicketSidePanel}. */
export type TicketSidePanelProps = Pick<
  TicketViewProps,
  'staff' | 'now' | 'timeZone' | 'moves' | 'canEditFields' | 'assignees' | 'changing' | 'changeFailure' | 'canOpenOrder' | 'onChange' | 'onOpenOrder'
> & { ticket: Ticket };

/** A term and its value in the panel's description list. */
function Item({ term, children, part }: { term: string; children: ReactNode; part?: string }) {
  return (
    <Box data-part={part}>
      <chakra.dt textStyle="xs" color="fg.muted" fontWeight="medium">
        {term}
      </chakra.dt>
      <chakra.dd textStyle="sm" m="0">
        {children}
      </chakra.dd>
    </Box>
  );
}

/** A field staff change with a select, labelled; read-only, its value in words. */
function EditableField(props: { label: string; value: string; text: string; editable: boolean; disabled: boolean; options: { value: string; label: string }[]; part: string; hint?: string | undefined; onChange: (value: string) => void }) {
  const id = useId();
  if (!props.editable) {
    return (
      <Item term={props.label} part={props.part}>
        {props.text}
      </Item>
    );
  }
  return (
    <Box data-part={props.part}>
      <chakra.label htmlFor={id} display="block" textStyle="xs" color="fg.muted" fontWeight="medium" mb="1">
        {props.label}
      </chakra.label>
      <OptionsSelect id={id} value={props.value} options={props.options} disabled={props.disabled} onChange={props.onChange} />
      {props.hint ? (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {props.hint}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * A ticket's side panel: its status with the moves the caller may make (cancelling asks for the
 * reason), priority, department and assignee (selects for staff, words for a company user), the
 * due time (overdue, or paused on hold), when it was opened, first answered, solved and when it
 * closes, the company, the requester, the WhatsApp number (a wa.me link) and the linked order.
 */
export function TicketSidePanel(props: TicketSidePanelProps) {
  const { LL, language } = useI18n();
  const P = LL.HELPDESK.VIEW.PANEL;
  const { ticket, changing, canEditFields, assignees } = props;
  const [cancelling, setCancelling] = useState(false);
  const when = (iso: string) => formatInstant(language, iso, props.timeZone);
  const overdue = isOverdue(ticket, props.now);
  const open = ticket.status === 'NEW' || ticket.status === 'IN_PROGRESS' || ticket.status === 'ON_HOLD';
  const assigneeOptions = [
    { value: '', label: P.NO_ASSIGNEE() },
    ...(ticket.assignee && !assignees.options.some((person) => person.id === ticket.assignee?._id) ? [{ value: ticket.assignee._id, label: ticket.assignee.name }] : []),
    ...assignees.options.map((person) => ({ value: person.id, label: person.name })),
  ];
  const assigneeHint = assignees.status === 'loading' ? P.ASSIGNEES_LOADING() : assignees.status === 'failed' ? P.ASSIGNEES_FAILED() : undefined;
  const move = (to: TicketStatus) => (to === 'CANCELED' ? setCancelling(true) : props.onChange({ field: 'status', to }));

  return (
    <Stack as="aside" aria-label={P.TITLE()} gap="4" data-part="ticket-panel" data-state={changing ? 'changing' : 'idle'} p="4" borderWidth="1px" borderRadius="l3" bg="bg" minW="0">
      <Box>
        <Text textStyle="xs" color="fg.muted" fontWeight="medium" mb="1">
          {P.STATUS()}
        </Text>
        <Badge size="lg" colorPalette={ticketStatusPalette(ticket.status)} data-part="panel-status">
          {ticketStatusText(LL, ticket.status)}
        </Badge>
        {props.moves.length > 0 ? (
          <Stack gap="2" mt="3" role="group" aria-label={P.MOVES()} data-part="moves">
            {props.moves.map((to) => (
              <Button
                key={to}
                size="sm"
                variant="outline"
                colorPalette={to === 'CANCELED' ? 'red' : 'brand'}
                disabled={changing}
                data-move={to}
                onClick={() => move(to)}
              >
                {to === 'CANCELED' ? P.CANCEL_TICKET() : P.MOVE_TO({ status: ticketStatusText(LL, to) })}
              </Button>
            ))}
          </Stack>
        ) : null}
        {ticket.status === 'CANCELED' && ticket.canceledReason ? (
          <Box mt="3" data-part="canceled-reason">
            <Text textStyle="xs" color="fg.muted" fontWeight="medium">
              {P.CANCELED_REASON()}
            </Text>
            <Text textStyle="sm" whiteSpace="pre-wrap">
              {ticket.canceledReason}
            </Text>
          </Box>
        ) : null}
      </Box>
      {changing ? (
        <HStack gap="2" role="status" textStyle="sm" color="fg.muted">
          <Spinner size="xs" colorPalette="brand" />
          <span>{P.CHANGING()}</span>
        </HStack>
      ) : null}
      {props.changeFailure ? (
        <Alert.Root status="error" role="alert" size="sm" data-part="change-failure">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{P.CHANGE_FAILED()}</Alert.Title>
            <Alert.Description>{helpdeskErrorText(LL, props.changeFailure)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Separator />
      {/* Read-only, the fields are terms and values of a description list. */}
      <Stack as={canEditFields ? 'div' : 'dl'} gap="3" m="0">
        <EditableField
          label={P.PRIORITY()}
          value={ticket.priority}
          text={priorityText(LL, ticket.priority)}
          editable={canEditFields}
          disabled={changing}
          part="priority"
          options={[...TICKET_PRIORITIES].reverse().map((priority) => ({ value: priority, label: priorityText(LL, priority) }))}
          onChange={(value) => isTicketPriority(value) && props.onChange({ field: 'priority', to: value })}
        />
        <EditableField
          label={P.DEPARTMENT()}
          value={ticket.department}
          text={departmentText(LL, ticket.department)}
          editable={canEditFields}
          disabled={changing}
          part="department"
          options={TICKET_DEPARTMENTS.map((department) => ({ value: department, label: departmentText(LL, department) }))}
          onChange={(value) => isTicketDepartment(value) && props.onChange({ field: 'department', to: value })}
        />
        <EditableField
          label={P.ASSIGNEE()}
          value={ticket.assignee?._id ?? ''}
          text={ticket.assignee?.name ?? P.NO_ASSIGNEE()}
          editable={canEditFields}
          disabled={changing || assignees.status === 'loading'}
          part="assignee"
          hint={assigneeHint}
          options={assigneeOptions}
          onChange={(value) => props.onChange({ field: 'assignee', to: value || null })}
        />
      </Stack>
      <Separator />
      <chakra.dl display="flex" flexDirection="column" gap="3">
        {open ? (
          <Item term={P.DUE()} part="due">
            <HStack gap="1" wrap="wrap">
              <chakra.time dateTime={ticket.dueAt} fontVariantNumeric="tabular-nums">
                {when(ticket.dueAt)}
              </chakra.time>
              {ticket.status === 'ON_HOLD' ? (
                <Badge variant="outline" colorPalette="purple">
                  {P.PAUSED()}
                </Badge>
              ) : null}
              {overdue ? (
                <Badge colorPalette="red" variant="solid" data-part="overdue">
                  {LL.HELPDESK.LIST.OVERDUE_BADGE()}
                </Badge>
              ) : null}
            </HStack>
          </Item>
        ) : null}
        <Item term={P.OPENED()}>{when(ticket.createdAt)}</Item>
        <Item term={P.FIRST_RESPONSE()}>{ticket.firstResponseAt ? when(ticket.firstResponseAt) : <Text as="span" color="fg.muted">{P.NOT_YET()}</Text>}</Item>
        {ticket.solvedAt ? <Item term={P.SOLVED()}>{when(ticket.solvedAt)}</Item> : null}
        {ticket.closesAt ? (
          <Item term={P.CLOSES()} part="closes">
            {when(ticket.closesAt)}
          </Item>
        ) : null}
        <Item term={P.COMPANY()}>{ticket.companyName}</Item>
        <Item term={P.REQUESTER()} part="requester">
          {ticket.requester}
          <Text as="span" color="fg.muted">
            {' '}
            ({requesterKindText(LL, ticket.requesterKind)})
          </Text>
        </Item>
        {ticket.whatsapp ? (
          <Item term={P.WHATSAPP()} part="whatsapp">
            <Link href={whatsappLink(ticket.whatsapp)} target="_blank" rel="noreferrer noopener" colorPalette="brand" fontWeight="medium" aria-label={P.WHATSAPP_LINK({ phone: formatPhone(ticket.whatsapp) })}>
              {formatPhone(ticket.whatsapp)}
            </Link>
          </Item>
        ) : null}
      </chakra.dl>
      {ticket.order ? (
        <>
          <Separator />
          <Box data-part="linked-order">
            <Text textStyle="xs" color="fg.muted" fontWeight="medium">
              {P.ORDER()}
            </Text>
            <HStack justify="space-between" gap="2" wrap="wrap" mt="1">
              <Box>
                <Text fontWeight="semibold">{P.ORDER_NUMBER({ number: ticket.order.number })}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {orderStatusText(LL, ticket.order.status)} · {formatTotal(ticket.order.total)}
                </Text>
              </Box>
              {props.canOpenOrder ? (
                <Button size="sm" variant="outline" colorPalette="brand" onClick={props.onOpenOrder} data-part="open-order">
                  {P.OPEN_ORDER()}
                </Button>
              ) : null}
            </HStack>
          </Box>
        </>
      ) : null}
      <CancelTicketDialog
        open={cancelling && ticket.status !== 'CANCELED'}
        protocol={ticket.protocol}
        changing={changing}
        failure={props.changeFailure}
        onConfirm={(reason) => props.onChange({ field: 'status', to: 'CANCELED', reason })}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}

/** Props of {@link CancelTicketDialog}. */
export interface CancelTicketDialogProps {
  open: boolean;
  protocol: string;
  /** The cancellation was sent: the confirm button waits and nothing closes the dialog. */
  changing: boolean;
  failure: TicketViewProps['changeFailure'];
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * The question before cancelling a ticket: the reason, required (up to 500 characters), shown once
 * touched or on confirm; it stays open while the change is sent, and a refusal keeps the reason.
 */
export function CancelTicketDialog({ open, protocol, changing, failure, onConfirm, onClose }: CancelTicketDialogProps) {
  const { LL } = useI18n();
  const C = LL.HELPDESK.VIEW.CANCEL_DIALOG;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = reasonProblem(reason);
  const error = touched && problem ? (problem === 'too_long' ? C.REASON_TOO_LONG({ max: TICKET_REASON_MAX }) : C.REASON_REQUIRED()) : undefined;
  const close = () => {
    if (changing) return;
    setTouched(false);
    onClose();
  };
  return (
    <Dialog.Root role="alertdialog" open={open} placement="center" closeOnEscape={!changing} closeOnInteractOutside={!changing} onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="460px" maxW="calc(100vw - 2rem)" data-part="cancel-ticket-dialog" data-state={changing ? 'changing' : 'open'}>
            <chakra.form
              noValidate
              display="contents"
              onSubmit={(event) => {
                event.preventDefault();
                setTouched(true);
                if (!problem && !changing) onConfirm(reason.trim());
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{C.TITLE({ protocol })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>{C.DESCRIPTION()}</Text>
                  {failure && !changing ? (
                    <Alert.Root status="error" role="alert" size="sm">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Description>{helpdeskErrorText(LL, failure)}</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                  <FormField label={C.REASON()} required error={error}>
                    <Textarea name="reason" rows={3} value={reason} readOnly={changing} colorPalette="brand" onChange={(event) => setReason(event.target.value)} onBlur={() => setTouched(true)} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" disabled={changing} onClick={close}>
                  {C.KEEP()}
                </Button>
                <Button type="submit" colorPalette="red" loading={changing} loadingText={C.CONFIRMING()}>
                  {C.CONFIRM()}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
