export { MailOutboxList } from './MailOutboxList';
