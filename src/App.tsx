import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, defaultTheme, localStorageStore } from 'react-admin';
import { deDE } from '@mui/material/locale';
import { authProvider, dataProvider } from './providers';
import { createQueryClient } from './providers/queryClient';
import { germanMessages, i18nProvider } from './i18n';
import { AppLayout } from './layout/AppLayout';
import { AccessDenied } from './layout/AccessDenied';
import { LoginPage } from './login/LoginPage';
import { ForgotPasswordPage } from './login/ForgotPasswordPage';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { InviteStartPage } from './invitations/InviteStartPage';
import { RegisterAddBrandPage } from './invitations/RegisterAddBrandPage';
import { LoginAddBrandPage } from './invitations/LoginAddBrandPage';
import { Home } from './home/Home';
import { RootRedirect } from './home/RootRedirect';
import { guardedRoute } from './common/RequireAccess';
import brands from './brands';
import links from './links';
import posts from './posts';
import events from './events';
import users from './users';
import employees from './employees';
import { EmployeeCreate } from './employees/EmployeeCreate';
import { ReportPage } from './reports';
import { TableManagement } from './tables';
import { ChangeBrandPage } from './change-brand/ChangeBrandPage';
import { BrandHistoryPage } from './brand-history/BrandHistoryPage';
import sales from './sales';
import brandAdmins from './brand-admins';
import { BrandProfileShow } from './brand-profile/BrandProfileShow';
import { BrandProfileEdit } from './brand-profile/BrandProfileEdit';
import { ContactList } from './contacts/ContactList';
import { ContactShow } from './contacts/ContactShow';
import { ChatPage } from './chat/ChatPage';
import { ProfileShow } from './profile/ProfileShow';
import { ProfileEdit } from './profile/ProfileEdit';
import { LinkPreviewPage } from './link-preview/LinkPreviewPage';

const queryClient = createQueryClient();

// MUI's German texts (pagination, pickers) on top of react-admin's theme.
const theme = { ...defaultTheme, components: { ...defaultTheme.components, ...deDE.components } };

export const App = () => (
  <BrowserRouter>
    <Admin
      title={germanMessages.app.name}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={localStorageStore(undefined, 'markenportal')}
      layout={AppLayout}
      loginPage={LoginPage}
      dashboard={RootRedirect}
      accessDenied={AccessDenied}
      theme={theme}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="/forgot" element={<ForgotPasswordPage />} />
        <Route path="/reset-password/:code" element={<ResetPasswordPage />} />
        <Route path="/invite-start" element={<InviteStartPage />} />
        <Route path="/register-add-brand" element={<RegisterAddBrandPage />} />
        <Route path="/login-add-brand" element={<LoginAddBrandPage />} />
        <Route path="/link-preview/:link" element={<LinkPreviewPage />} />
      </CustomRoutes>
      <CustomRoutes>
        {guardedRoute('/home', 'home', 'list', <Home />)}
      </CustomRoutes>
      <CustomRoutes>
        {guardedRoute('/change-brand', 'change-brand', 'list', <ChangeBrandPage />)}
        {guardedRoute('/table-management/:table?', 'table-management', 'list', <TableManagement />)}
        {guardedRoute('/generate-report', 'generate-report', 'list', <ReportPage />)}
        {guardedRoute('/employee-create', 'employee-create', 'create', <EmployeeCreate />)}
        {guardedRoute('/brand-history/:id?', 'brand-history', 'list', <BrandHistoryPage />)}
        {guardedRoute('/brand-profile', 'brand-profile', 'list', <BrandProfileShow />)}
        {guardedRoute('/brand-profile/edit', 'brand-profile', 'edit', <BrandProfileEdit />)}
        {guardedRoute('/contacts', 'contacts', 'list', <ContactList />)}
        {guardedRoute('/contacts/:userId', 'contacts', 'show', <ContactShow />)}
        {guardedRoute('/chat', 'chat', 'list', <ChatPage />)}
        {guardedRoute('/chat/:chatId', 'chat', 'show', <ChatPage />)}
        {guardedRoute('/profile', 'profile', 'list', <ProfileShow />)}
        {guardedRoute('/profile/edit', 'profile', 'edit', <ProfileEdit />)}
      </CustomRoutes>
      <Resource {...brands} />
      <Resource {...links} />
      <Resource {...posts} />
      <Resource {...events} />
      <Resource {...users} />
      <Resource {...employees} />
      <Resource {...sales} />
      <Resource {...brandAdmins} />
    </Admin>
  </BrowserRouter>
);
