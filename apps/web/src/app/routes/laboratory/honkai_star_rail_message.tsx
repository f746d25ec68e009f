import { useTranslation } from 'react-i18next';
import { ChatMaker } from '../../../features/lab-chat/components/chat-maker.tsx';
import { ToolPage } from './tool-page.tsx';

/**
 * "/laboratory/honkai_star_rail_message" [ROUTE-44] (issue 25 point 3): a chat mock-up maker in the style of an
 * in-game message app, in our own look (`features/lab-chat`): contacts, bubbles, pictures, stickers, reply choices,
 * timestamps and a typing indicator, exported as PNG and JSON and kept in this browser.
 */
export default function ChatMockupPage() {
  const { t } = useTranslation('lab_chat');
  return (
    <ToolPage back={t('back')} title={t('title')} intro={t('intro')} needs="forms">
      <ChatMaker />
    </ToolPage>
  );
}
