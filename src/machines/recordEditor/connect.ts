import type { SnapshotFrom } from 'xstate';
import type { RecordEditorMachine } from './machine';
import type { RecordEditorEvent, RecordEditorProps, RecordEditorStatus, RecordEditorView } from './types';

type EditorSnapshot<Subject, Values, Loaded, Saved> = SnapshotFrom<RecordEditorMachine<Subject, Values, Loaded, Saved>>;

/** Where the editor stands: its top state (`closed` once an editor per opening is done). */
function statusOf(value: unknown): RecordEditorStatus {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return (top ?? 'closed') as RecordEditorStatus;
}

/** The view of a record editor's snapshot: its status, what it edits, the values, why it failed and the alert shown. */
export function toRecordEditorView<Subject, Values, Loaded, Saved>(
  snapshot: EditorSnapshot<Subject, Values, Loaded, Saved>,
): RecordEditorView<Subject, Values, Loaded> {
  const { subject, loaded, values, failure } = snapshot.context;
  // The state's shape depends on the options the machine was made with.
  const value: unknown = snapshot.value;
  const editing = typeof value === 'object' && value !== null ? Reflect.get(value, 'editing') : undefined;
  const alert = editing === 'invalid' || editing === 'failed' ? editing : null;
  return { status: statusOf(value), subject, loaded, values, failure, alert };
}

/**
 * A record editor's props for the dialog or panel over it: the view and the events it raises.
 * @example <ContactDialog {...contactDialogProps(connectRecordEditor(snapshot, actor.send))} />
 */
export function connectRecordEditor<Subject, Values, Loaded, Saved>(
  snapshot: EditorSnapshot<Subject, Values, Loaded, Saved>,
  send: (event: RecordEditorEvent<Subject, Values>) => void,
): RecordEditorProps<Subject, Values, Loaded> {
  return {
    ...toRecordEditorView(snapshot),
    onOpen: (subject) => send({ type: 'user.open', subject }),
    onSave: (values) => send({ type: 'user.save', values }),
    onCancel: () => send({ type: 'user.cancel' }),
    onRetry: () => send({ type: 'user.retry' }),
    onDismissAlert: () => send({ type: 'user.dismiss_alert' }),
  };
}
