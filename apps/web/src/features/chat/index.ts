/** What other parts of the console may use from the chat feature: the customer's chat page (a public route). */
import { lazy } from 'react';

export const CUSTOMER_CHAT_ROUTE = '/customerChat';
export const CustomerChatPage = lazy(() => import('./pages/customer-chat-page'));
