/**
 * Chat between a customer and a store (`vendor`, the store's id) or the courier of one of
 * their orders (`delivery_man`), 6amMart's `customer/message/list|details|send`. A customer
 * message is answered by the simulator (store or courier) after a short delay: the message
 * row carries `reply_due_ms`, so whichever provider instance ticks first answers it, once.
 */

export {
  CONVERSATION_IMAGE_BASE,
  MAX_IMAGES,
  TOO_MANY_IMAGES,
  serializeMessage,
} from './serialize';
export { conversationDetails, listConversations } from './conversations';
export { isConversationImage, sendMessage } from './send';
export { answerDueMessages } from './replies';
