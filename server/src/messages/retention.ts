// German texts of retention's API (server/src/api/retention/).
export const retentionMessages = {
  operatorsOnly: 'Nur Operatoren sehen die Aufbewahrungsfristen.',
};
