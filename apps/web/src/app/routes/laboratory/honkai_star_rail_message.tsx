import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatMaker } from '../../../features/lab-chat/components/chat-maker.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import styles from './lab.module.css';

/**
 * "/laboratory/honkai_star_rail_message" [ROUTE-44] (issue 25 point 3): a chat mock-up maker in the style of an
 * in-game message app, in our own look (`features/lab-chat`): contacts, bubbles, pictures, stickers, reply choices,
 * timestamps and a typing indicator, exported as PNG and JSON and kept in this browser.
 */
export default function ChatMockupPage() {
  const { t } = useTranslation('lab_chat');
  return (
    <article className={styles.page}>
      <Link to="/laboratory" className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {t('back')}
      </Link>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <NeedsJavaScript part="forms" />
      <ChatMaker />
    </article>
  );
}
