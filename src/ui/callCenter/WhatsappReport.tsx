import { Text, chakra } from '@chakra-ui/react';
import type { WhatsappMessage } from '../../contract/schema.gen';
import { MESSAGE_FILTER_KINDS, type MessageFilterKind } from '../../domain/callCenter';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import { FilterSelect } from '../lists/FilterSelect';
import { RecordList } from '../lists/RecordList';
import type { ListColumn, PagedListEvents, PagedListState } from '../lists/listTypes';
import { formatDateTime } from './callCenterTexts';
import { MessageStatusBadge } from './MessageStatusBadge';

/** Props of {@link WhatsappReport}. */
export interface WhatsappReportProps extends PagedListEvents {
  /** The list machine's view (`connectList`'s `list`). */
  list: PagedListState<WhatsappMessage>;
  /** What the search box looks for: the phone (digits only are sent) or the user's id. */
  filterKind: MessageFilterKind;
  onFilterKindChange: (kind: MessageFilterKind) => void;
}

function Content({ message }: { message: WhatsappMessage }) {
  const { LL } = useI18n();
  if (message.body !== null) {
    return (
      <Text lineClamp={2} maxW="md" title={message.body}>
        {message.body}
      </Text>
    );
  }
  if (message.mediaUrl !== null) {
    return (
      <chakra.a href={message.mediaUrl} target="_blank" rel="noreferrer noopener" color="brand.fg" textDecoration="underline" wordBreak="break-all">
        {LL.CALL_CENTER.CHAT.MEDIA()}
      </chakra.a>
    );
  }
  return <Text fontStyle="italic">{LL.CALL_CENTER.CHAT.MEDIA_ID({ id: message.mediaId ?? '' })}</Text>;
}

/**
 * The WhatsApp messages report (`report/whatsapp-messages`): every message of the companies the
 * user acts for, newest first, paged, with its date, phone, user, direction, content and delivery
 * state; the search looks for one phone (digits only) or one user, as the select beside it says.
 */
export function WhatsappReport(props: WhatsappReportProps) {
  const { LL, language } = useI18n();
  const T = LL.CALL_CENTER.REPORT;
  const columns: ListColumn<WhatsappMessage>[] = [
    { key: 'createdAt', header: T.DATE(), width: '9rem', cell: (message) => formatDateTime(message.createdAt, language) },
    { key: 'to', header: T.PHONE(), cell: (message) => <Text whiteSpace="nowrap">{formatPhone(message.to)}</Text> },
    { key: 'userId', header: T.USER(), cell: (message) => message.userId },
    {
      key: 'direction',
      header: T.DIRECTION(),
      cell: (message) => (message.direction === 'outbound' ? LL.CALL_CENTER.DIRECTION.OUTBOUND() : LL.CALL_CENTER.DIRECTION.INBOUND()),
    },
    { key: 'content', header: T.CONTENT(), cell: (message) => <Content message={message} /> },
    { key: 'status', header: T.STATUS(), cell: (message) => <MessageStatusBadge status={message.status} error={message.error} /> },
  ];

  return (
    <RecordList<WhatsappMessage>
      part="whatsapp-report"
      texts={{ title: T.TITLE(), searchHint: T.SEARCH_HINT() }}
      toolbar={
        <FilterSelect
          label={T.FILTER_BY()}
          value={props.filterKind}
          minW={{ md: '16rem' }}
          options={MESSAGE_FILTER_KINDS.map((kind) => ({ value: kind, label: kind === 'phone' ? T.FILTER_PHONE() : T.FILTER_USER() }))}
          onChange={(value) => {
            const kind = MESSAGE_FILTER_KINDS.find((k) => k === value);
            if (kind) props.onFilterKindChange(kind);
          }}
        />
      }
      {...props}
      columns={columns}
      rowId={(message) => message._id}
    />
  );
}
