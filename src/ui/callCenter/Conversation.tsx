import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Flex, Group, HStack, IconButton, Input, Link, Spinner, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import type { WhatsappMessage } from '../../contract/schema.gen';
import { draftProblem, MEDIA_URL_MAX_LENGTH, MESSAGE_BODY_MAX_LENGTH, type MessageDraft } from '../../domain/callCenter';
import { formatPhone } from '../../domain/phone';
import { useI18n } from '../../i18n/context';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { ListIcon } from '../lists/ListIcon';
import type { ListFailure } from '../lists/listTypes';
import { callCenterErrorText, formatDateTime, formatTime } from './callCenterTexts';
import { MessageStatusBadge } from './MessageStatusBadge';

/** Where the conversation's messages stand. */
export type ConversationStatus = 'closed' | 'loading' | 'ready' | 'failed';

/** Props of {@link Conversation}. */
export interface ConversationProps {
  status: ConversationStatus;
  /** The contact the conversation is with; null while none is picked. */
  contact: { name: string; phone: string } | null;
  /** The messages, oldest first. */
  messages: WhatsappMessage[];
  /** How many messages the conversation has in all. */
  totalCount: number;
  loadError: ListFailure | null;
  draft: MessageDraft;
  sending: boolean;
  canSend: boolean;
  sendError: ListFailure | null;
  onRetry: () => void;
  onType: (text: string) => void;
  onChooseKind: (kind: MessageDraft['kind']) => void;
  onSend: () => void;
  /** Back to the contacts (shown on narrow screens, where only one side fits). */
  onBack: () => void;
}

function draftHint(LL: TranslationFunctions, draft: MessageDraft): string | undefined {
  const touched = draft.kind === 'text' ? draft.text !== '' : draft.mediaUrl !== '';
  if (!touched) return undefined;
  switch (draftProblem(draft)) {
    case 'too_long':
      return LL.CALL_CENTER.CHAT.TOO_LONG({ max: draft.kind === 'text' ? MESSAGE_BODY_MAX_LENGTH : MEDIA_URL_MAX_LENGTH });
    case 'invalid_url':
      return LL.CALL_CENTER.CHAT.INVALID_URL();
    default:
      return undefined;
  }
}

function MessageContent({ message }: { message: WhatsappMessage }) {
  const { LL } = useI18n();
  if (message.body !== null) return <Text whiteSpace="pre-wrap" wordBreak="break-word">{message.body}</Text>;
  if (message.mediaUrl !== null) {
    return (
      <Link href={message.mediaUrl} target="_blank" rel="noreferrer noopener" wordBreak="break-all" colorPalette="brand" fontWeight="medium">
        {LL.CALL_CENTER.CHAT.MEDIA()}: {message.mediaUrl}
      </Link>
    );
  }
  return <Text fontStyle="italic">{LL.CALL_CENTER.CHAT.MEDIA_ID({ id: message.mediaId ?? '' })}</Text>;
}

function MessageBubble({ message }: { message: WhatsappMessage }) {
  const { LL, language } = useI18n();
  const outbound = message.direction === 'outbound';
  return (
    <Flex justify={outbound ? 'flex-end' : 'flex-start'} as="li" data-part="message" data-direction={message.direction} data-status={message.status}>
      <Box
        maxW={{ base: '88%', md: '75%' }}
        px="3"
        py="2"
        borderRadius="l3"
        borderEndEndRadius={outbound ? 'xs' : undefined}
        borderEndStartRadius={outbound ? undefined : 'xs'}
        bg={outbound ? 'brand.subtle' : 'bg'}
        borderWidth="1px"
        borderColor={outbound ? 'brand.muted' : 'border'}
      >
        <chakra.span srOnly>{outbound ? LL.CALL_CENTER.DIRECTION.OUTBOUND() : LL.CALL_CENTER.DIRECTION.INBOUND()}: </chakra.span>
        <MessageContent message={message} />
        <HStack justify="flex-end" gap="2" mt="1">
          <chakra.time textStyle="xs" color="fg.muted" dateTime={message.createdAt} title={formatDateTime(message.createdAt, language)}>
            {formatTime(message.createdAt, language)}
          </chakra.time>
          {outbound ? <MessageStatusBadge status={message.status} error={message.error} size="xs" /> : null}
        </HStack>
        {message.status === 'failed' && message.error ? (
          <Text textStyle="xs" color={{ base: 'red.700', _dark: 'red.300' }} mt="1">
            {message.error}
          </Text>
        ) : null}
      </Box>
    </Flex>
  );
}

/**
 * The conversation side of the private chat: the contact, its latest messages (sent on the right
 * with their delivery state, received on the left), and the composer, which sends a text or a
 * media link. 'Pick a contact' while none is open.
 */
export function Conversation(props: ConversationProps) {
  const { LL } = useI18n();
  const T = LL.CALL_CENTER.CHAT;
  const { status, contact, messages, draft } = props;
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages[messages.length - 1]?._id;
  useEffect(() => {
    // The newest message comes into view when it arrives (jsdom has no scrolling).
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (status === 'closed' || contact === null) {
    return (
      <Flex direction="column" align="center" justify="center" textAlign="center" gap="2" h="full" minH="20rem" p="6" data-part="conversation" data-state="closed">
        <Text textStyle="lg" fontWeight="semibold">
          {T.PICK()}
        </Text>
        <Text color="fg.muted" maxW="sm">
          {T.PICK_HINT()}
        </Text>
      </Flex>
    );
  }

  const hint = draftHint(LL, draft);
  const value = draft.kind === 'text' ? draft.text : draft.mediaUrl;
  const loadingFirst = status === 'loading';
  return (
    <Flex direction="column" h="full" minH="0" data-part="conversation" data-state={status} aria-label={T.CONVERSATION({ name: contact.name })} role="region">
      <HStack gap="3" px="4" py="3" borderBottomWidth="1px">
        <IconButton size="sm" variant="ghost" aria-label={T.BACK()} hideFrom="md" onClick={props.onBack}>
          <ListIcon name="back" />
        </IconButton>
        <Box minW="0">
          <Text as="h2" textStyle="md" fontWeight="semibold" truncate>
            {contact.name}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {formatPhone(contact.phone)}
          </Text>
        </Box>
      </HStack>

      <Box flex="1" overflowY="auto" px="4" py="3" bg="bg.subtle" minH="16rem">
        {status === 'failed' && props.loadError ? (
          <Alert.Root status="error" role="alert" mb="3">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{T.LOAD_FAILED()}</Alert.Title>
              <Alert.Description>{callCenterErrorText(LL, props.loadError)}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" colorPalette="red" alignSelf="center" onClick={props.onRetry}>
              {T.RETRY()}
            </Button>
          </Alert.Root>
        ) : null}
        {loadingFirst ? (
          <HStack gap="2" py="8" justify="center" color="fg.muted" role="status">
            <Spinner size="sm" colorPalette="brand" />
            <span>{T.LOADING()}</span>
          </HStack>
        ) : messages.length === 0 && status === 'ready' ? (
          <Text py="8" textAlign="center" color="fg.muted">
            {T.EMPTY()}
          </Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap="2" aria-live="polite">
            {props.totalCount > messages.length ? (
              <Text as="li" textAlign="center" textStyle="xs" color="fg.muted">
                {T.LATEST({ shown: messages.length, total: props.totalCount })}
              </Text>
            ) : null}
            {messages.map((message) => (
              <MessageBubble key={message._id} message={message} />
            ))}
            <li ref={end} aria-hidden="true" />
          </Stack>
        )}
      </Box>

      <chakra.form
        noValidate
        borderTopWidth="1px"
        px="4"
        py="3"
        display="flex"
        flexDirection="column"
        gap="2"
        onSubmit={(event) => {
          event.preventDefault();
          if (props.canSend) props.onSend();
        }}
      >
        {props.sendError ? (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{T.SEND_FAILED()}</Alert.Title>
              <Alert.Description>{callCenterErrorText(LL, props.sendError)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Group attached role="group" aria-label={T.KIND()} alignSelf="flex-start">
          {(['text', 'media'] as const).map((kind) => (
            <Button
              key={kind}
              size="xs"
              colorPalette="brand"
              variant={draft.kind === kind ? 'solid' : 'outline'}
              aria-pressed={draft.kind === kind}
              disabled={props.sending}
              onClick={() => props.onChooseKind(kind)}
            >
              {kind === 'text' ? T.KIND_TEXT() : T.KIND_MEDIA()}
            </Button>
          ))}
        </Group>
        <Flex gap="2" align="flex-end">
          <Box flex="1">
            {draft.kind === 'text' ? (
              <Textarea
                aria-label={T.TEXT_LABEL()}
                placeholder={T.TEXT_PLACEHOLDER()}
                value={value}
                rows={2}
                autoresize
                maxH="10rem"
                disabled={props.sending}
                aria-invalid={hint !== undefined}
                onChange={(event) => props.onType(event.target.value)}
                onKeyDown={(event) => {
                  // Enter sends, Shift+Enter breaks the line.
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    if (props.canSend) props.onSend();
                  }
                }}
              />
            ) : (
              <Input
                type="url"
                aria-label={T.MEDIA_LABEL()}
                placeholder={T.MEDIA_PLACEHOLDER()}
                value={value}
                disabled={props.sending}
                aria-invalid={hint !== undefined}
                onChange={(event) => props.onType(event.target.value)}
              />
            )}
          </Box>
          <Button type="submit" colorPalette="brand" disabled={!props.canSend} loading={props.sending} loadingText={T.SENDING()}>
            {T.SEND()}
          </Button>
        </Flex>
        {hint ? (
          <Text textStyle="sm" color={{ base: 'red.700', _dark: 'red.300' }}>
            {hint}
          </Text>
        ) : null}
      </chakra.form>
    </Flex>
  );
}
