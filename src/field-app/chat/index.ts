import ChatIcon from '@mui/icons-material/Chat';
import { lazyPage } from '../../common/lazyPage';
import { defineFeature } from '../../common/feature';

const ChatPage = lazyPage(() => import('./ChatPage'), 'ChatPage');

/** The sales rep's chats: /chat and /chat/{chatId}. */
export default defineFeature({
  name: 'chat',
  icon: ChatIcon,
  label: 'app.menu.chats',
  routes: [
    { path: '/chat', page: ChatPage },
    { path: '/chat/:chatId', action: 'show', page: ChatPage },
  ],
  menuPage: ChatPage,
});
