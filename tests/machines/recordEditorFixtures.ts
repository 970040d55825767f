import type { RecordEditorProps } from '../../src/machines/recordEditor/types';

/** The props of a record editor that is closed, its callbacks doing nothing: a screen's dialog not open. */
export function closedEditor<Subject, Values, Loaded>(): RecordEditorProps<Subject, Values, Loaded> {
  return {
    status: 'closed',
    subject: null,
    loaded: null,
    values: null,
    failure: null,
    alert: null,
    onOpen: () => {},
    onSave: () => {},
    onCancel: () => {},
    onRetry: () => {},
    onDismissAlert: () => {},
  };
}
