import { useState, type ReactNode } from 'react';
import { Box, Button, Dialog, HStack, List, Portal, Spinner, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/context';
import { SelectField } from '../forms/FormField';

/** The delete confirmation's width in px (seed 000 section 9). */
export const DELETE_DIALOG_WIDTH = 440;
/** The fetch-selected dialog's width in px (seed 000 section 9). */
export const FETCH_DIALOG_WIDTH = 400;
/** The update-status dialog's width in px (seed 000 section 9). */
export const STATUS_DIALOG_WIDTH = 480;

/** Props of {@link ListDialogFrame}. */
export interface ListDialogFrameProps {
  open: boolean;
  width: number;
  title: string;
  /**
   * Confirmed: the waiting text shows and nothing closes the dialog until it closes itself. Set,
   * it is the content's `data-state` ('closing' or 'open'); left out, the dialog keeps its own.
   */
  closing?: boolean | undefined;
  /** An alert dialog (a question or a refusal) rather than a plain one. */
  alert?: boolean | undefined;
  onClose: () => void;
  /** Set as `data-part` on the content (tests and styles find the dialog by it). */
  part: string;
  children: ReactNode;
  /** The footer's buttons; an Ok that closes the dialog by default. */
  footer?: ReactNode;
}

/**
 * The frame of the lists' dialogs, centred: the title, the body and the footer's buttons; Escape
 * and a click outside close it unless it is closing.
 */
export function ListDialogFrame({ open, width, title, closing, alert = false, onClose, part, children, footer }: ListDialogFrameProps) {
  const { LL } = useI18n();
  const buttons = footer ?? (
    <Button colorPalette="brand" onClick={onClose}>
      {LL.LISTS.DIALOG.OK()}
    </Button>
  );
  // Once confirmed nothing dismisses the dialog: it closes itself.
  const dismissible = closing !== true;
  const state = closing === undefined ? {} : { 'data-state': closing ? 'closing' : 'open' };
  return (
    <Dialog.Root
      role={alert ? 'alertdialog' : 'dialog'}
      open={open}
      placement="center"
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      onOpenChange={(details) => dismissible && !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${width}px`} maxW="calc(100vw - 2rem)" data-part={part} {...state}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{buttons}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The texts a dialog showed while open, held while it closes: a closed dialog still plays its
 * exit animation, and the list has by then dropped what it showed (the confirmed state, the ids),
 * so without this the question and its first title flash back just before it goes.
 */
function useHeldWhileClosing<Shown extends Record<string, string | boolean | null | undefined>>(open: boolean, shown: Shown): Shown {
  const [held, setHeld] = useState(shown);
  // Primitives only, so this settles in one extra render (React's "state from props" pattern).
  if (open && (Object.keys(shown) as (keyof Shown)[]).some((key) => held[key] !== shown[key])) setHeld(shown);
  return open ? shown : held;
}

function Waiting({ text }: { text: string }) {
  return (
    <HStack gap="2" role="status" data-part="waiting">
      <Spinner size="sm" colorPalette="brand" />
      <Text>{text}</Text>
    </HStack>
  );
}

/** A question's Cancel and confirm buttons; once confirmed, Cancel is off and the confirm button waits. */
function ConfirmButtons(props: { confirmText: string; danger?: boolean; closing: boolean; disabled?: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { LL } = useI18n();
  return (
    <>
      <Button variant="outline" disabled={props.closing} onClick={props.onCancel}>
        {LL.LISTS.DIALOG.CANCEL()}
      </Button>
      <Button
        colorPalette={props.danger ? 'red' : 'brand'}
        loading={props.closing}
        loadingText={props.confirmText}
        disabled={props.disabled}
        onClick={props.onConfirm}
      >
        {props.confirmText}
      </Button>
    </>
  );
}

/** Props of {@link DeleteDialog}. */
export interface DeleteDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Shown once confirmed, until the dialog closes (2.5 s, timed by the list machine). */
  waitingText: string;
  closing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The delete confirmation (440 px): title, description, Cancel and Delete; once confirmed it
 * shows its waiting text and cannot be dismissed until it closes with a true result.
 */
export function DeleteDialog({ open, onConfirm, onCancel, ...texts }: DeleteDialogProps) {
  const { LL } = useI18n();
  const { title, description, waitingText, closing } = useHeldWhileClosing(open, texts);
  return (
    <ListDialogFrame
      open={open}
      width={DELETE_DIALOG_WIDTH}
      title={title}
      closing={closing}
      alert
      onClose={onCancel}
      part="delete-dialog"
      footer={<ConfirmButtons confirmText={LL.LISTS.DIALOG.DELETE()} danger closing={closing} onConfirm={onConfirm} onCancel={onCancel} />}
    >
      {closing ? <Waiting text={waitingText} /> : <Dialog.Description>{description}</Dialog.Description>}
    </ListDialogFrame>
  );
}

/** One selected element as the fetch-selected dialog lists it. */
export interface SelectedItem {
  id: string;
  text: string;
}

/** The ticked rows a dialog acts on, one a line. */
function SelectedItems({ items }: { items: SelectedItem[] }) {
  return (
    <List.Root gap="1" ps="4">
      {items.map((item) => (
        <List.Item key={item.id}>{item.text}</List.Item>
      ))}
    </List.Root>
  );
}

/** Props of {@link FetchSelectedDialog}. */
export interface FetchSelectedDialogProps {
  open: boolean;
  /** The dialog's title (a list may name its elements); "Selected elements" by default. */
  title?: string | undefined;
  items: SelectedItem[];
  onClose: () => void;
}

/** The fetch-selected dialog (400 px): the ticked rows, one a line, and an Ok button. */
export function FetchSelectedDialog({ open, title, items, onClose }: FetchSelectedDialogProps) {
  const { LL } = useI18n();
  return (
    <ListDialogFrame
      open={open}
      width={FETCH_DIALOG_WIDTH}
      title={title ?? LL.LISTS.FETCH.TITLE()}
      onClose={onClose}
      part="fetch-selected-dialog"
    >
      <SelectedItems items={items} />
    </ListDialogFrame>
  );
}

/** A status the update-status dialog offers. */
export interface StatusOption {
  value: string;
  label: string;
}

/** Props of {@link UpdateStatusDialog}. */
export interface UpdateStatusDialogProps {
  open: boolean;
  title?: string | undefined;
  items: SelectedItem[];
  statuses: StatusOption[];
  /** Confirmed: the waiting text shows until the dialog closes (2.5 s, timed by the list machine). */
  closing: boolean;
  /** The status confirmed, while closing. */
  status?: string | null | undefined;
  onConfirm: (status: string) => void;
  onCancel: () => void;
}

/**
 * The update-status dialog (480 px): the ticked rows, a status select, Cancel and Update status
 * (enabled once a status is picked); once confirmed it shows its waiting text until it closes.
 */
export function UpdateStatusDialog({ open, items, statuses, onConfirm, onCancel, ...shown }: UpdateStatusDialogProps) {
  const { LL } = useI18n();
  const { title, closing, status } = useHeldWhileClosing(open, shown);
  // What the select shows before it is confirmed: the form's own input, not list state.
  const [picked, setPicked] = useState(status ?? '');
  return (
    <ListDialogFrame
      open={open}
      width={STATUS_DIALOG_WIDTH}
      title={title ?? LL.LISTS.STATUS.TITLE()}
      closing={closing}
      onClose={onCancel}
      part="update-status-dialog"
      footer={
        <ConfirmButtons confirmText={LL.LISTS.STATUS.UPDATE()} closing={closing} disabled={picked === ''} onConfirm={() => onConfirm(picked)} onCancel={onCancel} />
      }
    >
      {closing ? (
        <Waiting text={LL.LISTS.STATUS.WAIT()} />
      ) : (
        <Box display="flex" flexDirection="column" gap="4">
          <SelectedItems items={items} />
          <SelectField
            label={LL.LISTS.STATUS.LABEL()}
            name="status"
            value={picked}
            placeholder={LL.LISTS.STATUS.PICK()}
            options={statuses}
            onChange={setPicked}
            onBlur={() => undefined}
          />
        </Box>
      )}
    </ListDialogFrame>
  );
}
