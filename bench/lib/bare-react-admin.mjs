// A bare react-admin app for bench/landing.mjs: react-admin's own login page and layout, one
// brand list (10 per page, sorted by name), and a data and auth provider of a few lines for Strapi's
// REST API (written by hand: ra-data-simple-rest does not speak Strapi's `data`/`meta` shape).
// Built with Vite into node_modules/.cache (so that it resolves react-admin from this repository)
// and served by `vite preview`, which proxies /api to the given Strapi.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './server.mjs';

const dir = path.join(root, 'node_modules/.cache/bench-bare-react-admin');

const MAIN = `
import { createRoot } from 'react-dom/client';
import { Admin, Resource, List, Datagrid, TextField } from 'react-admin';

const api = async (path, init = {}) => {
  const token = localStorage.getItem('jwt');
  const response = await fetch('/api' + path, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Bearer ' + token } : {}) },
  });
  const body = await response.json();
  if (!response.ok) throw Object.assign(new Error(body?.error?.message ?? 'error'), { status: response.status });
  return body;
};

const dataProvider = {
  getList: async (resource, { pagination, sort }) => {
    const query = new URLSearchParams({
      'pagination[page]': pagination.page,
      'pagination[pageSize]': pagination.perPage,
      sort: sort.field + ':' + sort.order.toLowerCase(),
    });
    const { data, meta } = await api('/' + resource + '?' + query);
    return { data: data.map((r) => ({ ...r, id: r.documentId })), total: meta.pagination.total };
  },
};

const authProvider = {
  login: async ({ username, password }) => {
    const { jwt } = await api('/auth/local', { method: 'POST', body: JSON.stringify({ identifier: username, password }) });
    localStorage.setItem('jwt', jwt);
  },
  logout: async () => localStorage.removeItem('jwt'),
  checkAuth: async () => {
    if (!localStorage.getItem('jwt')) throw new Error('signed out');
  },
  checkError: async (error) => {
    if (error?.status === 401) throw error;
  },
  getPermissions: async () => undefined,
};

const BrandList = () => (
  <List perPage={10} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="companyName" />
      <TextField source="city" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')).render(
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth>
    <Resource name="brands" list={BrandList} />
  </Admin>,
);
`;

const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>bare react-admin</title></head>
<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>`;

/** Builds the app and serves it on `port`; returns its URL and a close function. */
export const buildBareApp = async (strapiUrl, port) => {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'main.jsx'), MAIN);
  writeFileSync(path.join(dir, 'index.html'), HTML);
  const { build, preview } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const config = { root: dir, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: path.join(dir, 'dist'), emptyOutDir: true } };
  await build({ ...config, mode: 'production' });
  const server = await preview({ ...config, preview: { port, host: '127.0.0.1', strictPort: true, proxy: { '/api': strapiUrl } } });
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.httpServer.close(resolve)) };
};
