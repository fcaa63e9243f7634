export { RetentionPage } from './RetentionPage';
