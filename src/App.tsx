import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { authProvider, dataProvider } from './providers';
import { createQueryClient } from './providers/queryClient';
import { germanMessages, i18nProvider } from './i18n';
import { theme } from './theme';
import { AppLayout } from './layout/AppLayout';
import { AccessDenied } from './layout/AccessDenied';
import { LoginPage } from './login/LoginPage';
import { ForgotPasswordPage } from './login/ForgotPasswordPage';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { RootRedirect } from './home/RootRedirect';
import { guardedRoute } from './common/RequireAccess';
import {
  BrandHistoryPage,
  BrandProfileEdit,
  BrandProfileShow,
  ChangeBrandPage,
  ChatPage,
  ContactList,
  ContactShow,
  EmployeeCreate,
  Home,
  InviteStartPage,
  LinkPreviewPage,
  LoginAddBrandPage,
  ProfileEdit,
  ProfileShow,
  RegisterAddBrandPage,
  ReportPage,
  TableManagement,
} from './routePages';
// Resource definitions (name, icon, menu label); their pages are loaded on first use.
import brands from './brands';
import links from './links';
import posts from './posts';
import events from './events';
import users from './users';
import employees from './employees';
import sales from './sales';
import brandAdmins from './brand-admins';

const queryClient = createQueryClient();

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
      <CustomRoutes>{guardedRoute('/home', 'home', 'list', <Home />)}</CustomRoutes>
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
