import { lazyPage } from './common/lazyPage';

// The pages of the app's own routes (App.tsx). Each feature's code is a chunk of its own, loaded
// when one of its pages is first opened or fetched ahead (src/layout/menuPages.ts); bench/REPORT.md:
// the sign-in page and every workspace load only what they show.
export const InviteStartPage = lazyPage(() => import('./invitations/InviteStartPage'), 'InviteStartPage');
export const RegisterAddBrandPage = lazyPage(() => import('./invitations/RegisterAddBrandPage'), 'RegisterAddBrandPage');
export const LoginAddBrandPage = lazyPage(() => import('./invitations/LoginAddBrandPage'), 'LoginAddBrandPage');
export const LinkPreviewPage = lazyPage(() => import('./link-preview/LinkPreviewPage'), 'LinkPreviewPage');
export const Home = lazyPage(() => import('./home/Home'), 'Home');
export const EmployeeCreate = lazyPage(() => import('./employees/pages'), 'EmployeeCreate');
export const ReportPage = lazyPage(() => import('./reports'), 'ReportPage');
export const TableManagement = lazyPage(() => import('./tables'), 'TableManagement');
export const ChangeBrandPage = lazyPage(() => import('./change-brand/ChangeBrandPage'), 'ChangeBrandPage');
export const BrandHistoryPage = lazyPage(() => import('./brand-history/BrandHistoryPage'), 'BrandHistoryPage');
export const BrandProfileShow = lazyPage(() => import('./brand-profile/BrandProfileShow'), 'BrandProfileShow');
export const BrandProfileEdit = lazyPage(() => import('./brand-profile/BrandProfileEdit'), 'BrandProfileEdit');
export const ContactList = lazyPage(() => import('./field-app/contacts/ContactList'), 'ContactList');
export const ContactShow = lazyPage(() => import('./field-app/contacts/ContactShow'), 'ContactShow');
export const ChatPage = lazyPage(() => import('./field-app/chat/ChatPage'), 'ChatPage');
export const ProfileShow = lazyPage(() => import('./profile/ProfileShow'), 'ProfileShow');
export const ProfileEdit = lazyPage(() => import('./profile/ProfileEdit'), 'ProfileEdit');
