// A doctor or PTA connects to a sales rep through the rep's link (design.md section 3, links).
export default {
  routes: [{ method: 'POST', path: '/links/connect', handler: 'link.connect', config: { policies: [] } }],
};
