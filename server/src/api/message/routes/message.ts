// Messages are read and written through their chat (api::chat routes); no routes of their own.
export default { routes: [] };
