import { Box, Grid } from '@chakra-ui/react';
import { ContactPicker, type ContactPickerProps } from './ContactPicker';
import { Conversation, type ConversationProps } from './Conversation';

/** Props of {@link PrivateChat}. */
export interface PrivateChatProps {
  picker: ContactPickerProps;
  conversation: ConversationProps;
}

/**
 * The private chat (`chat/private-chat`): the contacts on one side, the conversation on the other;
 * on a narrow screen only one side shows, the contacts until one is picked.
 */
export function PrivateChat({ picker, conversation }: PrivateChatProps) {
  const open = conversation.contact !== null && conversation.status !== 'closed';
  return (
    <Grid
      templateColumns={{ base: '1fr', md: '18rem 1fr', lg: '20rem 1fr' }}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      overflow="hidden"
      minH={{ md: '32rem' }}
      h={{ md: 'calc(100vh - 14rem)' }}
      data-part="private-chat"
    >
      <Box p="4" borderEndWidth={{ md: '1px' }} overflowY="auto" display={{ base: open ? 'none' : 'block', md: 'block' }}>
        <ContactPicker {...picker} />
      </Box>
      <Box minH="0" display={{ base: open ? 'block' : 'none', md: 'block' }}>
        <Conversation {...conversation} />
      </Box>
    </Grid>
  );
}
