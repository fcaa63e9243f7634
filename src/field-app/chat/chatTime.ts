import { useTranslate } from 'react-admin';
import { daysAgo, formatDate, formatLongDate, formatTime } from '../../common/dates';

/** German times of the chat screens: "14:30", "Gestern", "21.11.2026"; day headings "Heute" … */
export const useChatTime = () => {
  const translate = useTranslate();
  return {
    /** The time beside a chat in the list. */
    listTime: (value: string | null | undefined) => {
      const days = daysAgo(value);
      if (days === null) return '';
      if (days === 0) return formatTime(value);
      if (days === 1) return translate('app.chat.yesterday');
      return formatDate(value);
    },
    /** The heading above a day's messages. */
    dayHeading: (value: string) => {
      const days = daysAgo(value);
      if (days === 0) return translate('app.chat.today');
      if (days === 1) return translate('app.chat.yesterday');
      return formatLongDate(value);
    },
    messageTime: formatTime,
  };
};
