import { array, string, type, type Infer } from 'superstruct';
import { Flag, Num, maybe, orDefault } from './common';

/** Chat (`customer/message/list|details|send`, CONTRACT "Account"). */

const Participant = type({
  id: Num,
  f_name: maybe(string()),
  l_name: maybe(string()),
  image_full_url: maybe(string()),
});

export const ChatMessage = type({
  id: Num,
  conversation_id: Num,
  sender_id: Num,
  sender_type: maybe(string()),
  message: maybe(string()),
  file_full_url: orDefault(array(string()), []),
  is_seen: maybe(Flag),
  created_at: string(),
});
export type ChatMessage = Infer<typeof ChatMessage>;

export const Conversation = type({
  id: Num,
  sender_id: Num,
  sender_type: string(),
  receiver_id: Num,
  receiver_type: string(),
  unread_message_count: Num,
  last_message_time: maybe(string()),
  sender: maybe(Participant),
  receiver: maybe(Participant),
  last_message: maybe(ChatMessage),
});
export type Conversation = Infer<typeof Conversation>;

export const ConversationPage = type({
  total_size: Num,
  limit: Num,
  offset: Num,
  conversations: array(Conversation),
});

export const MessagePage = type({
  total_size: Num,
  limit: Num,
  offset: Num,
  messages: array(ChatMessage),
  conversation: maybe(Conversation),
});
