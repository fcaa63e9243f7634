// A doctor or PTA connects to a sales rep through the rep's link (docs/decisions/0004-links.md).
export default {
  routes: [{ method: 'POST', path: '/links/connect', handler: 'link.connect', config: { policies: [] } }],
};
